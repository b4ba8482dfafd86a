import type { TokenizerExtension } from 'marked';
import type { MathToken } from './math-tokens.ts';

// Display math may span lines but never a blank line (TeX refuses one inside display math), so a
// blank line always ends a block and the stream splitter can rely on it. Nor does it hold its own
// delimiter: a try then stops at the next one instead of scanning on to the end of the text, which
// made a text of many `$$` lines cost time quadratic in their number.
const formulaUntil = (delimiter: string) => String.raw`(?:(?!\n[ \t]*\n|${delimiter})[\s\S])+?`;
const blockDollars = new RegExp(
  String.raw`^ {0,3}\$\$(${formulaUntil(String.raw`\$\$`)})\$\$[ \t]*(?:\n+|$)`,
);
const blockBrackets = new RegExp(
  String.raw`^ {0,3}\\\[(${formulaUntil(String.raw`\\\]`)})\\\][ \t]*(?:\n+|$)`,
);
const blockStarts = /^ {0,3}(?:\$\$|\\\[)/gm;

/**
 * Where a formula that can interrupt a paragraph begins: the first `$$` or `\[` line that really
 * opens one. marked cuts the paragraph before this index and tries the tokenizer there; answering
 * with a line that does not open a formula made it lex the paragraph one character at a time.
 */
function blockMathStart(source: string): number | undefined {
  blockStarts.lastIndex = 0;
  for (let match = blockStarts.exec(source); match; match = blockStarts.exec(source)) {
    const rest = source.slice(match.index);
    if (blockDollars.test(rest) || blockBrackets.test(rest)) return match.index;
  }
  return undefined;
}

// `$x$` needs no space inside either dollar and no digit after the closing one, so prices
// ("$5 and $10") stay text.
const inlineDollars = /^\$(?![\s$])((?:\\[\s\S]|[^\\$\n])+?)(?<!\s)\$(?!\d)/;
const inlineDisplayDollars = /^\$\$((?:\\[\s\S]|[^\\$])+?)\$\$/;
// A formula never holds its own opener, so a try stops there (linear, not quadratic, in `\(\(\(…`).
const inlineParentheses = /^\\\(((?:(?!\\\()[\s\S])+?)\\\)/;
const inlineBrackets = /^\\\[((?:(?!\\\[)[\s\S])+?)\\\]/;
const inlineStart = /\$|\\[([]/;

function mathToken(type: MathToken['type'], raw: string, tex: string, display: boolean): MathToken {
  return { type, raw, tex: tex.trim(), display };
}

const blockMath: TokenizerExtension = {
  name: 'blockMath',
  level: 'block',
  start: blockMathStart,
  tokenizer(source) {
    const match = blockDollars.exec(source) ?? blockBrackets.exec(source);
    if (!match) return undefined;
    return mathToken('blockMath', match[0], match[1] ?? '', true);
  },
};

const inlineMath: TokenizerExtension = {
  name: 'inlineMath',
  level: 'inline',
  start: (source) => source.match(inlineStart)?.index,
  tokenizer(source) {
    const display = inlineDisplayDollars.exec(source) ?? inlineBrackets.exec(source);
    if (display) return mathToken('inlineMath', display[0], display[1] ?? '', true);
    const inline = inlineDollars.exec(source) ?? inlineParentheses.exec(source);
    if (inline) return mathToken('inlineMath', inline[0], inline[1] ?? '', false);
    return undefined;
  },
};

export const mathExtensions = [blockMath, inlineMath];

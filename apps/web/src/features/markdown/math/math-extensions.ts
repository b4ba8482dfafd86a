import type { TokenizerExtension } from 'marked';
import type { MathToken } from './math-tokens.ts';

// Display math may span lines but never a blank line (TeX refuses one inside display math), so a
// blank line always ends a block and the stream splitter can rely on it.
const withoutBlankLine = String.raw`(?:(?!\n[ \t]*\n)[\s\S])+?`;
const blockDollars = new RegExp(String.raw`^ {0,3}\$\$(${withoutBlankLine})\$\$[ \t]*(?:\n+|$)`);
const blockBrackets = new RegExp(String.raw`^ {0,3}\\\[(${withoutBlankLine})\\\][ \t]*(?:\n+|$)`);
const blockStart = /^ {0,3}(?:\$\$|\\\[)/m;

// `$x$` needs no space inside either dollar and no digit after the closing one, so prices
// ("$5 and $10") stay text.
const inlineDollars = /^\$(?![\s$])((?:\\[\s\S]|[^\\$\n])+?)(?<!\s)\$(?!\d)/;
const inlineDisplayDollars = /^\$\$((?:\\[\s\S]|[^\\$])+?)\$\$/;
const inlineParentheses = /^\\\(([\s\S]+?)\\\)/;
const inlineBrackets = /^\\\[([\s\S]+?)\\\]/;
const inlineStart = /\$|\\[([]/;

function mathToken(type: MathToken['type'], raw: string, tex: string, display: boolean): MathToken {
  return { type, raw, tex: tex.trim(), display };
}

const blockMath: TokenizerExtension = {
  name: 'blockMath',
  level: 'block',
  start: (source) => source.match(blockStart)?.index,
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

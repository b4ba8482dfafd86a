import katex from 'katex';
import type { TokenizerExtension, RendererExtension, Tokens } from 'marked';

// The app's delimiters and their rules, restated from apps/web/src/features/markdown/math/
// math-extensions.ts (the server may not import the web app): `$$…$$` and `\[…\]` blocks that never
// span a blank line, `$x$` with no space inside the dollars and no digit after (prices stay text),
// `\(…\)` inline.
const formulaUntil = (delimiter: string) => String.raw`(?:(?!\n[ \t]*\n|${delimiter})[\s\S])+?`;
const blockDollars = new RegExp(
  String.raw`^ {0,3}\$\$(${formulaUntil(String.raw`\$\$`)})\$\$[ \t]*(?:\n+|$)`,
);
const blockBrackets = new RegExp(
  String.raw`^ {0,3}\\\[(${formulaUntil(String.raw`\\\]`)})\\\][ \t]*(?:\n+|$)`,
);
const blockStarts = /^ {0,3}(?:\$\$|\\\[)/gm;
const inlineDollars = /^\$(?![\s$])((?:\\[\s\S]|[^\\$\n])+?)(?<!\s)\$(?!\d)/;
const inlineDisplayDollars = /^\$\$((?:\\[\s\S]|[^\\$])+?)\$\$/;
const inlineParentheses = /^\\\(((?:(?!\\\()[\s\S])+?)\\\)/;
const inlineBrackets = /^\\\[((?:(?!\\\[)[\s\S])+?)\\\]/;
const inlineStart = /\$|\\[([]/;

interface MathToken extends Tokens.Generic {
  type: 'blockMath' | 'inlineMath';
  raw: string;
  tex: string;
  display: boolean;
}

function blockMathStart(source: string): number | undefined {
  blockStarts.lastIndex = 0;
  for (let match = blockStarts.exec(source); match; match = blockStarts.exec(source)) {
    const rest = source.slice(match.index);
    if (blockDollars.test(rest) || blockBrackets.test(rest)) return match.index;
  }
  return undefined;
}

/**
 * MathML only: the browser draws it with no script, stylesheet or font of KaTeX's. `trust: false`
 * keeps \href, \includegraphics and the \html… commands from making links or attributes;
 * `maxExpand` bounds macro bombs; a bad formula is shown, not thrown.
 */
function renderMath(tex: string, display: boolean): string {
  return katex.renderToString(tex, {
    displayMode: display,
    throwOnError: false,
    trust: false,
    strict: 'ignore',
    maxExpand: 500,
    maxSize: 20,
    output: 'mathml',
  });
}

function mathToken(type: MathToken['type'], raw: string, tex: string, display: boolean): MathToken {
  return { type, raw, tex: tex.trim(), display };
}

const blockMath: TokenizerExtension & RendererExtension = {
  name: 'blockMath',
  level: 'block',
  start: blockMathStart,
  tokenizer(source) {
    const match = blockDollars.exec(source) ?? blockBrackets.exec(source);
    return match ? mathToken('blockMath', match[0], match[1] ?? '', true) : undefined;
  },
  renderer(token) {
    const { tex } = token as MathToken;
    return `<div class="math">${renderMath(tex, true)}</div>`;
  },
};

const inlineMath: TokenizerExtension & RendererExtension = {
  name: 'inlineMath',
  level: 'inline',
  start: (source) => source.match(inlineStart)?.index,
  tokenizer(source) {
    const display = inlineDisplayDollars.exec(source) ?? inlineBrackets.exec(source);
    if (display) return mathToken('inlineMath', display[0], display[1] ?? '', true);
    const inline = inlineDollars.exec(source) ?? inlineParentheses.exec(source);
    return inline ? mathToken('inlineMath', inline[0], inline[1] ?? '', false) : undefined;
  },
  renderer(token) {
    const { tex, display } = token as MathToken;
    return renderMath(tex, display);
  },
};

export const mathExtensions = [blockMath, inlineMath];

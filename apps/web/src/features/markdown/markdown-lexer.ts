import { Marked, type Token, type TokensList } from 'marked';
import { mathExtensions } from './math/math-extensions.ts';

// One instance with our math syntax; the global `marked` stays untouched for anyone else.
const markdown = new Marked({ gfm: true, breaks: false, extensions: mathExtensions });

/** GitHub-flavoured markdown (tables, task lists, strikethrough, autolinks) plus TeX math, as tokens. */
export function lexMarkdown(source: string): TokensList {
  return markdown.lexer(source);
}

export type { Token };

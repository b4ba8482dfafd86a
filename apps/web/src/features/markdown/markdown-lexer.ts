import { Marked, type Links, type Token, type TokensList } from 'marked';
import { CappedLexer } from './capped-lexer.ts';
import { mathExtensions } from './math/math-extensions.ts';

// One instance with our math syntax; the global `marked` stays untouched for anyone else.
const markdown = new Marked({ gfm: true, breaks: false, extensions: mathExtensions });

/**
 * GitHub-flavoured markdown (tables, task lists, strikethrough, autolinks) plus TeX math, as tokens,
 * within the bounds of `markdown-limits.ts` (deeper or heavier parts come back as `flattened`).
 * `links` are reference-link definitions from elsewhere in the message: a part of a message lexed on
 * its own resolves `[text][label]` against them, as it would lexed within the whole message.
 */
export function lexMarkdown(source: string, links: Links = {}): TokensList {
  const lexer = new CappedLexer(markdown.defaults);
  Object.assign(lexer.tokens.links, links);
  return lexer.lex(source);
}

export type { Links, Token };

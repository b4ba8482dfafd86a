import { Lexer, Marked, type Links, type Token, type TokensList } from 'marked';
import { mathExtensions } from './math/math-extensions.ts';

// One instance with our math syntax; the global `marked` stays untouched for anyone else.
const markdown = new Marked({ gfm: true, breaks: false, extensions: mathExtensions });

/**
 * GitHub-flavoured markdown (tables, task lists, strikethrough, autolinks) plus TeX math, as tokens.
 * `links` are reference-link definitions from elsewhere in the message: a part of a message lexed on
 * its own resolves `[text][label]` against them, as it would lexed within the whole message.
 */
export function lexMarkdown(source: string, links: Links = {}): TokensList {
  if (Object.keys(links).length === 0) return markdown.lexer(source);
  const lexer = new Lexer(markdown.defaults);
  Object.assign(lexer.tokens.links, links);
  return lexer.lex(source);
}

export type { Links, Token };

import type { MarkedToken, Token } from 'marked';
import type { FlattenedToken } from './flattened-token.ts';
import type { MathToken } from './math/math-tokens.ts';

/** Every token the renderers understand; anything else is shown as its source text. */
export type MarkdownToken = MarkedToken | MathToken | FlattenedToken;

const knownTypes = new Set([
  'blockquote',
  'br',
  'checkbox',
  'code',
  'codespan',
  'def',
  'del',
  'em',
  'escape',
  'flattened',
  'heading',
  'hr',
  'html',
  'image',
  'link',
  'list',
  'list_item',
  'paragraph',
  'space',
  'strong',
  'table',
  'text',
  'blockMath',
  'inlineMath',
]);

export function asMarkdownToken(token: Token): MarkdownToken | null {
  // marked's Generic token type cannot be narrowed by `type`; our own set of names can.
  return knownTypes.has(token.type) ? (token as MarkdownToken) : null;
}

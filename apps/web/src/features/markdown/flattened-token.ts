import type { Tokens } from 'marked';

/** Why part of a message is shown as its source text instead of being drawn. */
export type FlattenedReason = 'nesting' | 'table' | 'markup';

/**
 * Source text the lexer declined to parse further (a bound of `markdown-limits.ts` was reached).
 * `raw` is what it consumed, so offsets stay true; `text` is what is shown.
 */
export interface FlattenedToken {
  type: 'flattened';
  raw: string;
  text: string;
  reason: FlattenedReason;
}

export function flattenedToken(raw: string, reason: FlattenedReason, text = raw): FlattenedToken {
  return { type: 'flattened', raw, text, reason };
}

/** marked's token lists hold its own union; ours travels in them as a generic token. */
export function asGenericToken(token: FlattenedToken): Tokens.Generic {
  return token;
}

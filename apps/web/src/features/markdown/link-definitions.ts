import { lookupOwn, setOwn } from '@confab/core';
import type { Links, Token } from './markdown-lexer.ts';

/**
 * Adds the reference-link definitions among `tokens` (nested ones too: a definition inside a quote or
 * a list item counts for the whole message) to `into`, the first definition of a label winning, as
 * in marked and CommonMark.
 */
export function collectDefinitions(tokens: readonly Token[], into: Links): void {
  for (const token of tokens) {
    if (token.type === 'def') {
      const { tag, href, title } = token as Token & { tag: string; href: string; title: string | null };
      if (!Object.hasOwn(into, tag)) setOwn(into, tag, { href, title });
      continue;
    }
    const nested = token as { tokens?: Token[]; items?: Token[] };
    if (nested.tokens) collectDefinitions(nested.tokens, into);
    if (nested.items) collectDefinitions(nested.items, into);
  }
}

/** Labels defined in one map and not the other, or defined differently. */
export function changedLabels(before: Links, after: Links): string[] {
  const labels = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...labels].filter((label) => {
    const old = lookupOwn(before, label);
    const now = lookupOwn(after, label);
    return old?.href !== now?.href || old?.title !== now?.title;
  });
}

/**
 * Whether `source` may refer to one of `labels` (folded as marked folds them: single spaces, case
 * folded through upper case so that "ß" meets "SS"). It may say yes for text that is not a
 * reference; that only costs lexing a block again.
 */
export function mayReferTo(source: string, labels: readonly string[]): boolean {
  if (!source.includes('[')) return false;
  const normalised = source.replace(/\s+/g, ' ').toLowerCase().toUpperCase().toLowerCase();
  return labels.some((label) => normalised.includes(`[${label}]`) || normalised.includes(`[ ${label} ]`));
}

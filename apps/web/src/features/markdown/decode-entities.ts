import { lookupOwn } from '@confab/core';

// marked leaves character references in text for an HTML renderer to decode; React writes text
// as-is, so the common ones are decoded here (never through innerHTML).
const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  laquo: '«',
  raquo: '»',
  times: '×',
  divide: '÷',
  deg: '°',
  middot: '·',
  larr: '←',
  rarr: '→',
  uarr: '↑',
  darr: '↓',
  le: '≤',
  ge: '≥',
  ne: '≠',
};

const characterReference = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]{2,8}));/g;

function fromCodePoint(codePoint: number, original: string): string {
  if (codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) {
    return original;
  }
  return String.fromCodePoint(codePoint);
}

export function decodeCharacterReferences(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    characterReference,
    (original, decimal?: string, hexadecimal?: string, name?: string) => {
      if (decimal) return fromCodePoint(Number.parseInt(decimal, 10), original);
      if (hexadecimal) return fromCodePoint(Number.parseInt(hexadecimal, 16), original);
      return (name && lookupOwn(namedEntities, name)) ?? original;
    },
  );
}

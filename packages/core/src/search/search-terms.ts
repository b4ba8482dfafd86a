import { foldText } from './fold-text.ts';

/**
 * Terms longer than this are indexed by their start only: a query word matches a term by prefix, and
 * the snippet step re-checks the real text, so long tokens (hashes, URLs) cost no extra memory.
 */
export const maximumTermLength = 24;

const letterOrDigit = /[\p{L}\p{N}]/u;
/** Per UTF-16 unit: 0 not yet known, 1 part of a word, 2 not. Filled lazily outside ASCII. */
const unitKinds = new Uint8Array(0x10000);
for (let code = 0; code < 128; code += 1) {
  const isWord = (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
  unitKinds[code] = isWord ? 1 : 2;
}

/** Whether a UTF-16 unit belongs to a word; both halves of a surrogate pair count as word units. */
export function isWordUnit(code: number): boolean {
  let kind = unitKinds[code] ?? 2;
  if (kind === 0) {
    const surrogate = code >= 0xd800 && code <= 0xdfff;
    kind = surrogate || letterOrDigit.test(String.fromCharCode(code)) ? 1 : 2;
    unitKinds[code] = kind;
  }
  return kind === 1;
}

/**
 * Calls back with each word of already folded text. A hand-written scan: the index runs it over every
 * message, and it is several times faster than a Unicode regular expression.
 */
export function forEachWord(folded: string, callback: (word: string) => void): void {
  let start = -1;
  const length = folded.length;
  for (let index = 0; index <= length; index += 1) {
    const inWord = index < length && isWordUnit(folded.charCodeAt(index));
    if (inWord) {
      if (start < 0) start = index;
    } else if (start >= 0) {
      callback(folded.slice(start, index));
      start = -1;
    }
  }
}

/** The form of a word that is stored in and looked up in the term dictionary. */
export function lookupForm(word: string): string {
  return word.length > maximumTermLength ? word.slice(0, maximumTermLength) : word;
}

/** Adds the distinct words of already folded text, cut to the indexed length, with a key prefix. */
export function addTerms(folded: string, into: Set<string>, prefix = ''): void {
  forEachWord(folded, (word) => {
    into.add(prefix + lookupForm(word));
  });
}

/** The words of a query, folded and deduplicated; each must match the start of a word. */
export function queryWords(query: string): string[] {
  const words = new Set<string>();
  forEachWord(foldText(query), (word) => {
    words.add(word);
  });
  return [...words];
}

export function isWordStart(text: string, index: number): boolean {
  return index === 0 || !isWordUnit(text.charCodeAt(index - 1));
}

/** Whether some word of the folded text starts with the query word. */
export function hasWordStartingWith(foldedText: string, word: string): boolean {
  let from = foldedText.indexOf(word);
  while (from !== -1) {
    if (isWordStart(foldedText, from)) return true;
    from = foldedText.indexOf(word, from + 1);
  }
  return false;
}

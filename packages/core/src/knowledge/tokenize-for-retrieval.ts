import { foldText, forEachWord } from '../search/index.ts';
import { stemWord } from './stem-word.ts';
import { stopWords } from './stop-words.ts';

/** Longer words (hashes, base64, run-together text) are indexed by their start only. */
export const maximumRetrievalTermLength = 40;

/** Han, Hiragana, Katakana and Hangul: scripts written without spaces between words. */
const unspacedScript = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u;
const unspacedRun =
  /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]+|[^\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]+/gu;

/** Text without spaces becomes overlapping character pairs, the usual way to search it without a dictionary. */
function addUnspaced(run: string, terms: string[]): void {
  const characters = Array.from(run);
  if (characters.length === 1) terms.push(run);
  for (let index = 0; index + 1 < characters.length; index += 1)
    terms.push(`${characters[index] ?? ''}${characters[index + 1] ?? ''}`);
}

/** Folded word → its term ('' for a dropped word): texts repeat a small vocabulary, so most words are looked up. */
const termCache = new Map<string, string>();
const maximumCachedTerms = 100_000;

function termOf(word: string): string {
  if (stopWords.has(word)) return '';
  if (word.length === 1 && !/\d/.test(word)) return '';
  const bounded = word.length > maximumRetrievalTermLength ? word.slice(0, maximumRetrievalTermLength) : word;
  return stemWord(bounded);
}

function addWord(word: string, terms: string[]): void {
  let term = termCache.get(word);
  if (term === undefined) {
    term = termOf(word);
    if (termCache.size >= maximumCachedTerms) termCache.clear();
    termCache.set(word, term);
  }
  if (term !== '') terms.push(term);
}

/**
 * The terms a passage or a question is matched by: case and accents folded, split on anything that
 * is not a letter or digit (Unicode aware), common words dropped, light suffix stripping (stem-word.ts).
 */
export function tokenizeForRetrieval(text: string): string[] {
  const terms: string[] = [];
  // German ß is not a letter with an accent, so folding keeps it; "Straße" and "Strasse" should meet.
  const folded = foldText(text).replaceAll('ß', 'ss');
  forEachWord(folded, (word) => {
    if (termCache.has(word) || !unspacedScript.test(word)) {
      addWord(word, terms);
      return;
    }
    for (const run of word.match(unspacedRun) ?? []) {
      if (unspacedScript.test(run)) addUnspaced(run, terms);
      else addWord(run, terms);
    }
  });
  return terms;
}

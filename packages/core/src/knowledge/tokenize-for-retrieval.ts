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

function addWord(word: string, terms: string[]): void {
  if (stopWords.has(word)) return;
  if (word.length === 1 && !/\d/.test(word)) return;
  const bounded = word.length > maximumRetrievalTermLength ? word.slice(0, maximumRetrievalTermLength) : word;
  terms.push(stemWord(bounded));
}

/**
 * The terms a passage or a question is matched by: case and accents folded, split on anything that
 * is not a letter or digit (Unicode aware), common words dropped, light suffix stripping (stem-word.ts).
 */
export function tokenizeForRetrieval(text: string): string[] {
  const terms: string[] = [];
  forEachWord(foldText(text), (word) => {
    if (!unspacedScript.test(word)) {
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

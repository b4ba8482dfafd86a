const vowels = /[aeiouy]/;

function hasVowel(stem: string): boolean {
  return vowels.test(stem);
}

/** "stopp" → "stop" after a removed "-ed"/"-ing"; l, s and z stay doubled ("call", "pass", "buzz"). */
function undouble(stem: string): string {
  const last = stem.charAt(stem.length - 1);
  if (stem.length > 3 && last === stem.charAt(stem.length - 2) && !'aeiouylsz'.includes(last))
    return stem.slice(0, -1);
  return stem;
}

function stripInflection(word: string): string {
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ied') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|x|ch|sh|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  if (word.endsWith('ing') && word.length > 5 && hasVowel(word.slice(0, -3)))
    return undouble(word.slice(0, -3));
  if (word.endsWith('ed') && word.length > 4 && hasVowel(word.slice(0, -2)))
    return undouble(word.slice(0, -2));
  if (word.endsWith('ly') && word.length > 5) return word.slice(0, -2);
  return word;
}

/** "government" → "govern", "taxation" → "tax", "declaration" → "declar" (after the final "e" goes). */
function stripDerivation(word: string): string {
  if (word.endsWith('ment') && word.length - 4 >= 4) return word.slice(0, -4);
  if (word.endsWith('ation') && word.length - 5 >= 3) return word.slice(0, -5);
  return word;
}

/**
 * A light suffix stripper for folded words, not a full Porter stemmer: English plurals, "-ed", "-ing"
 * and "-ly", then "-ment" and "-ation", then a final "e", so "declare", "declared", "declares" and "declaring" meet at "declar".
 * Words of four letters or fewer and words with digits are left alone. Applied to every language: it
 * takes plurals off French and English alike and rarely touches German.
 */
export function stemWord(word: string): string {
  if (word.length <= 4 || /\d/.test(word)) return word;
  const stem = stripDerivation(stripInflection(word));
  return stem.length > 3 && stem.endsWith('e') ? stem.slice(0, -1) : stem;
}

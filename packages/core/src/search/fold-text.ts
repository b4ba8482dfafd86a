const combiningMarks = /\p{M}+/gu;
const nonAscii = /[\u0080-\uffff]/;

/**
 * Case- and diacritic-insensitive form used by the index and the queries: lower case, then accents
 * removed ("Crème Brûlée" → "creme brulee"). ASCII text skips the Unicode work, which is most text.
 */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  return nonAscii.test(lower) ? lower.normalize('NFD').replace(combiningMarks, '') : lower;
}

export interface FoldedText {
  folded: string;
  /** For each UTF-16 unit of `folded`, the index of the unit in the original text it came from. */
  origins: Uint32Array;
}

const foldedCharacters = new Map<string, string>();

function foldCharacter(character: string): string {
  let folded = foldedCharacters.get(character);
  if (folded === undefined) {
    folded = character.toLowerCase().normalize('NFD').replace(combiningMarks, '');
    foldedCharacters.set(character, folded);
  }
  return folded;
}

/** Folds one code point at a time and remembers where each folded unit came from (for highlights). */
export function foldWithOrigins(text: string): FoldedText {
  let folded = '';
  const origins: number[] = [];
  let index = 0;
  for (const character of text) {
    const part = foldCharacter(character);
    folded += part;
    for (let unit = 0; unit < part.length; unit += 1) origins.push(index);
    index += character.length;
  }
  return { folded, origins: Uint32Array.from(origins) };
}

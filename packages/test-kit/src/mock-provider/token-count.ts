// The mock's token rule, kept deliberately simple so tests can predict it: one token per
// whitespace-separated word. "Hello there, world" is 3 tokens; an empty string is 0.

export function countTokens(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}

/**
 * Cuts text into the deltas of a stream. A word unit is a word with the whitespace after it (any
 * leading whitespace rides with the first word), so the deltas always join back to the exact text.
 * Characters are counted as code points so an emoji is never split into half surrogates.
 */
export function splitIntoChunks(
  text: string,
  options: { size: number; unit: 'word' | 'character' },
): string[] {
  if (text === '') return [];
  const units = options.unit === 'word' ? splitIntoWords(text) : Array.from(text);
  const size = Math.max(1, Math.floor(options.size));
  // One unit per delta is the common case (every full-speed bench): the units are the deltas.
  if (size === 1) return units;
  const chunks: string[] = [];
  for (let start = 0; start < units.length; start += size) {
    chunks.push(units.slice(start, start + size).join(''));
  }
  return chunks;
}

function splitIntoWords(text: string): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const leading = /^\s*/.exec(text)?.[0] ?? '';
  if (words.length === 0) return [text];
  if (leading !== '') words[0] = leading + (words[0] ?? '');
  return words;
}

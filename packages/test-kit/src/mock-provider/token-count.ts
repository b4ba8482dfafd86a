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
  return Array.from(chunksOf(text, options));
}

/**
 * `splitIntoChunks` one delta at a time, cut as the stream asks for it: a 100,000-token reply starts
 * at once instead of after all of it was cut (as a real API starts streaming before it has written
 * the whole answer).
 */
export function* chunksOf(
  text: string,
  options: { size: number; unit: 'word' | 'character' },
): Generator<string, void, undefined> {
  if (text === '') return;
  const units = options.unit === 'word' ? wordsOf(text) : text[Symbol.iterator]();
  const size = Math.max(1, Math.floor(options.size));
  // One unit per delta is the common case (every full-speed bench): the units are the deltas.
  if (size === 1) {
    yield* units;
    return;
  }
  let chunk = '';
  let count = 0;
  for (const unit of units) {
    chunk += unit;
    count += 1;
    if (count === size) {
      yield chunk;
      chunk = '';
      count = 0;
    }
  }
  if (count > 0) yield chunk;
}

function* wordsOf(text: string): Generator<string, void, undefined> {
  const word = /\S+\s*/g;
  let match = word.exec(text);
  // Whitespace only: one delta holding it.
  if (match === null) {
    yield text;
    return;
  }
  // The leading whitespace rides with the first word.
  yield text.slice(0, word.lastIndex);
  while ((match = word.exec(text)) !== null) yield match[0];
}

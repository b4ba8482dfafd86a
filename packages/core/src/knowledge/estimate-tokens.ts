/**
 * A cheap token estimate, good enough to size chunks and context budgets without shipping a model's
 * tokenizer: words × 1.3 (English averages about 1.3 tokens per word), but never fewer than one token
 * per five characters, so text without spaces (long identifiers, URLs, Chinese or Japanese) still
 * counts for something.
 */
export function estimateTokens(text: string): number {
  let words = 0;
  let inWord = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const isSpace = code === 32 || (code >= 9 && code <= 13) || code === 0xa0 || code === 0x3000;
    if (isSpace) inWord = false;
    else if (!inWord) {
      inWord = true;
      words += 1;
    }
  }
  return Math.ceil(Math.max(words * 1.3, text.length / 5));
}

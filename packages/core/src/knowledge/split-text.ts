import { estimateTokens } from '../models/index.ts';

/** Sentence ends: . ! ? … (with closing quotes or brackets) before a space, or CJK full stops. */
const sentenceBreak = /(?<=[.!?…]["'”’)\]]*)\s+|(?<=[。！？])/u;

/** A piece that fits a chunk: a whole paragraph, or a run of sentences or words of an over-long one. */
export interface TextPiece {
  text: string;
  tokens: number;
  page: number | undefined;
  /** Starts a new paragraph (joined with a blank line) rather than continuing one (joined with a space). */
  paragraphStart: boolean;
}

/** Cuts a run without usable spaces into pieces of at most `targetTokens`. */
function cutByCharacters(text: string, targetTokens: number): string[] {
  let size = Math.max(1, targetTokens * 4);
  while (size > 1 && estimateTokens(text.slice(0, size)) > targetTokens) size = Math.floor(size * 0.9);
  const parts: string[] = [];
  for (let start = 0; start < text.length; start += size) parts.push(text.slice(start, start + size));
  return parts;
}

/** Groups words into runs of at most `targetTokens`: the last resort for a sentence longer than a chunk. */
function splitByWords(sentence: string, targetTokens: number): string[] {
  const parts: string[] = [];
  let current = '';
  for (const word of sentence.split(/\s+/u)) {
    if (word === '') continue;
    if (estimateTokens(word) > targetTokens) {
      if (current !== '') parts.push(current);
      current = '';
      parts.push(...cutByCharacters(word, targetTokens));
      continue;
    }
    const longer = current === '' ? word : `${current} ${word}`;
    if (estimateTokens(longer) > targetTokens) {
      parts.push(current);
      current = word;
    } else current = longer;
  }
  if (current !== '') parts.push(current);
  return parts;
}

export function splitSentences(text: string): string[] {
  return text.split(sentenceBreak).filter((sentence) => sentence.trim() !== '');
}

/**
 * One paragraph as chunk pieces: itself when it fits the target, else its sentences (and an over-long
 * sentence's word runs), so a chunk breaks mid-paragraph only when the paragraph alone is too long.
 */
export function paragraphPieces(text: string, page: number | undefined, targetTokens: number): TextPiece[] {
  const tokens = estimateTokens(text);
  if (tokens <= targetTokens) return [{ text, tokens, page, paragraphStart: true }];
  const pieces: TextPiece[] = [];
  for (const sentence of splitSentences(text)) {
    const parts =
      estimateTokens(sentence) <= targetTokens ? [sentence] : splitByWords(sentence, targetTokens);
    for (const part of parts)
      pieces.push({ text: part, tokens: estimateTokens(part), page, paragraphStart: pieces.length === 0 });
  }
  return pieces;
}

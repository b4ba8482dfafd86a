// The embeddings endpoints of the OpenAI style (POST /embeddings) and the Gemini style
// (models/{model}:batchEmbedContents). Vectors are a hashed bag of words, normalised: texts sharing
// words point the same way, so a retrieval test sees the passage about its question ranked first
// without a real model, and the same text always gets the same vector.
import { isRecord } from './prompt-text.ts';

export const mockEmbeddingDimensions = 64;

/** FNV-1a over UTF-16 code units: small, stable across runs and platforms. */
function hashWord(word: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < word.length; index += 1) {
    hash ^= word.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function mockEmbedding(text: string): number[] {
  const vector = new Array<number>(mockEmbeddingDimensions).fill(0);
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const hash = hashWord(word);
    const slot = hash % mockEmbeddingDimensions;
    // A second bit picks the sign, so unrelated words cancel out instead of all adding up.
    vector[slot] = (vector[slot] ?? 0) + ((hash >>> 16) & 1 ? 1 : -1);
  }
  const length = Math.hypot(...vector);
  // An empty text still gets a unit vector: real models never answer zeros.
  if (length === 0) return vector.map((_, index) => (index === 0 ? 1 : 0));
  return vector.map((value) => value / length);
}

export function openAIEmbeddingsReply(body: unknown, model: string | undefined): unknown {
  const input = isRecord(body) ? body.input : undefined;
  const inputs: unknown[] = Array.isArray(input) ? input : [input];
  const texts = inputs.map((text) => (typeof text === 'string' ? text : ''));
  return {
    object: 'list',
    data: texts.map((text, index) => ({ object: 'embedding', index, embedding: mockEmbedding(text) })),
    model: model ?? 'text-embedding-3-small',
    usage: { prompt_tokens: texts.length, total_tokens: texts.length },
  };
}

function geminiContentText(request: unknown): string {
  const content = isRecord(request) ? request.content : undefined;
  const parts = isRecord(content) && Array.isArray(content.parts) ? content.parts : [];
  return parts.map((part) => (isRecord(part) && typeof part.text === 'string' ? part.text : '')).join(' ');
}

export function geminiEmbeddingsReply(body: unknown, batch: boolean): unknown {
  if (!batch) return { embedding: { values: mockEmbedding(geminiContentText(body)) } };
  const requests = isRecord(body) && Array.isArray(body.requests) ? body.requests : [];
  return { embeddings: requests.map((request) => ({ values: mockEmbedding(geminiContentText(request)) })) };
}

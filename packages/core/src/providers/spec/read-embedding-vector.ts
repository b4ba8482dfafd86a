// Vectors arrive as JSON number arrays from every style; a malformed or oversized one is refused
// here so a bad answer can never be stored beside good ones.
import { ProviderRequestError } from './provider-request-error.ts';

/** Longest vector kept: the largest models answer 3,072 dimensions; anything past this is a bad answer. */
export const embeddingDimensionsMaximum = 8_192;

export function readEmbeddingVector(values: unknown): Float32Array {
  if (!Array.isArray(values) || values.length === 0 || values.length > embeddingDimensionsMaximum) {
    throw new ProviderRequestError({ message: 'The embeddings endpoint answered a vector it cannot use.' });
  }
  const vector = new Float32Array(values.length);
  for (let index = 0; index < values.length; index += 1) {
    const value: unknown = values[index];
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      throw new ProviderRequestError({ message: 'The embeddings endpoint answered a vector it cannot use.' });
    }
    vector[index] = value;
  }
  return vector;
}

/** Every style answers one vector per input, in order; a different count is a broken answer. */
export function expectVectorCount(vectors: readonly Float32Array[], expected: number): Float32Array[] {
  if (vectors.length !== expected) {
    throw new ProviderRequestError({
      message: `The embeddings endpoint answered ${String(vectors.length)} vectors for ${String(expected)} texts.`,
    });
  }
  return [...vectors];
}

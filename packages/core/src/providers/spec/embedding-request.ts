import type { ProviderCallOptions } from './chat-request.ts';

/** One batch of texts to turn into vectors with one model. */
export interface EmbeddingRequest {
  model: string;
  texts: readonly string[];
  /**
   * What the vectors are for: stored passages or a question searched against them. Styles that
   * embed the two differently (Gemini's task type) use it; the others ignore it.
   */
  purpose?: 'document' | 'query';
}

export type EmbedTextsOptions = EmbeddingRequest & Pick<ProviderCallOptions, 'signal' | 'fetch'>;

// Turns texts into vectors for the knowledge base. Batches are sent one after another (not at once)
// so a long document never trips a provider's rate limit with a burst; the Anthropic style has no
// embeddings API, so the setting never offers one and a call is refused here.
import { embedGeminiTexts } from './gemini/embed-gemini-texts.ts';
import { embedOpenAITexts } from './openai/embed-openai-texts.ts';
import {
  ProviderRequestError,
  type EmbedTextsOptions,
  type ProviderConnection,
  type ProviderStyle,
} from './spec/index.ts';

/** Most inputs in one request: OpenAI takes 2,048 and Gemini 100; 96 keeps each request small. */
export const embeddingBatchSize = 96;

/** The styles with an embeddings API. */
export const embeddingStyles: readonly ProviderStyle[] = ['openai', 'gemini'];

export async function embedTexts(
  connection: ProviderConnection,
  options: EmbedTextsOptions,
): Promise<Float32Array[]> {
  const embedBatch =
    connection.style === 'openai'
      ? embedOpenAITexts
      : connection.style === 'gemini'
        ? embedGeminiTexts
        : undefined;
  if (!embedBatch) {
    throw new ProviderRequestError({ message: `The ${connection.style} style has no embeddings endpoint.` });
  }
  const { model, texts, purpose, signal, fetch } = options;
  const callOptions = { ...(signal ? { signal } : {}), ...(fetch ? { fetch } : {}) };
  const vectors: Float32Array[] = [];
  for (let start = 0; start < texts.length; start += embeddingBatchSize) {
    signal?.throwIfAborted();
    const batch = texts.slice(start, start + embeddingBatchSize);
    const request = { model, texts: batch, ...(purpose ? { purpose } : {}) };
    vectors.push(...(await embedBatch(connection, request, callOptions)));
  }
  return vectors;
}

// POST <base>/models/{model}:batchEmbedContents. Each request names the model again (Google
// refuses a batch whose entries name another model than the path); the task type tells stored
// passages from questions, which Gemini embeds differently for better retrieval.
import {
  arrayField,
  expectVectorCount,
  readEmbeddingVector,
  fetchProviderJson,
  isRecord,
  trimTrailingSlashes,
  withBodyFields,
  type EmbeddingRequest,
  type ProviderCallOptions,
  type ProviderConnection,
  type ProviderHttpRequest,
} from '../spec/index.ts';
import { geminiHeaders } from './gemini-headers.ts';
import { geminiModelName } from './gemini-urls.ts';

export function geminiBatchEmbedUrl(base: string, model: string): string {
  return `${trimTrailingSlashes(base)}/models/${encodeURIComponent(geminiModelName(model))}:batchEmbedContents`;
}

export function buildGeminiEmbeddingsRequest(
  connection: ProviderConnection,
  request: EmbeddingRequest,
): ProviderHttpRequest {
  const model = `models/${geminiModelName(request.model)}`;
  const taskType = request.purpose === 'query' ? 'RETRIEVAL_QUERY' : 'RETRIEVAL_DOCUMENT';
  return {
    url: geminiBatchEmbedUrl(connection.endpoint, request.model),
    headers: geminiHeaders(connection, { json: true }),
    body: withBodyFields(connection, {
      requests: request.texts.map((text) => ({ model, content: { parts: [{ text }] }, taskType })),
    }),
  };
}

export function readGeminiEmbeddings(body: unknown, expected: number): Float32Array[] {
  return expectVectorCount(
    arrayField(body, 'embeddings').map((entry) =>
      readEmbeddingVector(isRecord(entry) ? entry.values : undefined),
    ),
    expected,
  );
}

export async function embedGeminiTexts(
  connection: ProviderConnection,
  request: EmbeddingRequest,
  options: ProviderCallOptions = {},
): Promise<Float32Array[]> {
  const body = await fetchProviderJson(buildGeminiEmbeddingsRequest(connection, request), options);
  return readGeminiEmbeddings(body, request.texts.length);
}

// POST <base>/embeddings in the OpenAI shape, which OpenAI-compatible local servers (Ollama, LM
// Studio, vLLM) answer too. `data[].index` says which input a vector belongs to; it is sorted by it.
import {
  arrayField,
  expectVectorCount,
  readEmbeddingVector,
  fetchProviderJson,
  isRecord,
  numberField,
  withBodyFields,
  type EmbeddingRequest,
  type ProviderCallOptions,
  type ProviderConnection,
  type ProviderHttpRequest,
} from '../spec/index.ts';
import { openAIHeaders } from './build-openai-chat-request.ts';
import { openAIEmbeddingsUrl } from './openai-endpoints.ts';

export function buildOpenAIEmbeddingsRequest(
  connection: ProviderConnection,
  request: EmbeddingRequest,
): ProviderHttpRequest {
  return {
    url: openAIEmbeddingsUrl(connection.endpoint),
    headers: openAIHeaders(connection, { json: true }),
    body: withBodyFields(connection, {
      model: request.model,
      input: [...request.texts],
      encoding_format: 'float',
    }),
  };
}

export function readOpenAIEmbeddings(body: unknown, expected: number): Float32Array[] {
  const entries = arrayField(body, 'data').map((entry, position) => ({
    index: numberField(entry, 'index') ?? position,
    vector: readEmbeddingVector(isRecord(entry) ? entry.embedding : undefined),
  }));
  entries.sort((left, right) => left.index - right.index);
  return expectVectorCount(
    entries.map((entry) => entry.vector),
    expected,
  );
}

export async function embedOpenAITexts(
  connection: ProviderConnection,
  request: EmbeddingRequest,
  options: ProviderCallOptions = {},
): Promise<Float32Array[]> {
  const body = await fetchProviderJson(buildOpenAIEmbeddingsRequest(connection, request), options);
  return readOpenAIEmbeddings(body, request.texts.length);
}

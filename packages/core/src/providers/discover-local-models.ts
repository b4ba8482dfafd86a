// Finds model servers running on this machine by asking each known port, all at once and briefly.
// A server that does not answer in time (or answers something else) is simply absent.
import { readOpenAIModelList } from './openai/index.ts';
import {
  arrayField,
  fetchProviderJson,
  stringField,
  trimTrailingSlashes,
  type ListedModel,
  type ProviderCallOptions,
  type ProviderConnection,
} from './spec/index.ts';

export interface LocalServerCandidate {
  name: string;
  /** ollama: the server root; openai-models: the OpenAI-compatible base ending in /v1. */
  baseURL: string;
  kind: 'ollama' | 'openai-models';
}

export interface LocalModelSource {
  name: string;
  connection: ProviderConnection;
  models: ListedModel[];
}

export interface DiscoverLocalModelsOptions extends ProviderCallOptions {
  timeoutMs?: number;
  candidates?: LocalServerCandidate[];
}

// llama.cpp's server defaults to port 8080, which Confab's own server takes, so it is not probed:
// a person running it elsewhere adds it as a custom OpenAI-compatible endpoint.
export const defaultLocalServerCandidates: readonly LocalServerCandidate[] = [
  { name: 'Ollama', baseURL: 'http://127.0.0.1:11434', kind: 'ollama' },
  { name: 'LM Studio', baseURL: 'http://127.0.0.1:1234/v1', kind: 'openai-models' },
  { name: 'vLLM', baseURL: 'http://127.0.0.1:8000/v1', kind: 'openai-models' },
];

export const defaultDiscoveryTimeoutMs = 800;

export async function discoverLocalModels(
  options: DiscoverLocalModelsOptions = {},
): Promise<LocalModelSource[]> {
  const candidates = options.candidates ?? defaultLocalServerCandidates;
  const timeoutMs = options.timeoutMs ?? defaultDiscoveryTimeoutMs;
  const found = await Promise.all(
    candidates.map(async (candidate) => {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
      const callOptions: ProviderCallOptions = options.fetch ? { signal, fetch: options.fetch } : { signal };
      return probe(candidate, callOptions).catch(() => undefined);
    }),
  );
  options.signal?.throwIfAborted();
  return found.filter((source) => source !== undefined);
}

async function probe(
  candidate: LocalServerCandidate,
  options: ProviderCallOptions,
): Promise<LocalModelSource> {
  const base = trimTrailingSlashes(candidate.baseURL);
  if (candidate.kind === 'ollama') {
    const tags = await fetchProviderJson({ url: `${base}/api/tags`, headers: {} }, options);
    return {
      name: candidate.name,
      // Chat goes through Ollama's OpenAI-compatible surface, so one adapter serves it.
      connection: { style: 'openai', endpoint: `${base}/v1/chat/completions` },
      models: readOllamaTags(tags),
    };
  }
  const list = await fetchProviderJson({ url: `${base}/models`, headers: {} }, options);
  return {
    name: candidate.name,
    connection: { style: 'openai', endpoint: `${base}/chat/completions` },
    models: readOpenAIModelList(list),
  };
}

function readOllamaTags(tags: unknown): ListedModel[] {
  return arrayField(tags, 'models').flatMap((entry): ListedModel[] => {
    const id = stringField(entry, 'model') ?? stringField(entry, 'name');
    return id === undefined ? [] : [{ id }];
  });
}

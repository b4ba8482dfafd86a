// Decides which provider a request speaks to. Paths are matched by their ending so any base path
// works: "/v1/chat/completions", "/openai-compatible/v1/chat/completions" and "/chat/completions" alike.
import { isRecord } from './prompt-text.ts';
import type { MockEndpoint, ProviderStyle } from './types.ts';

export interface Route {
  style: ProviderStyle;
  endpoint: MockEndpoint;
  model?: string;
  stream: boolean;
}

const geminiGeneration = /\/models\/([^/:]+):(generateContent|streamGenerateContent)$/;
const geminiEmbedding = /\/models\/([^/:]+):(batchEmbedContents|embedContent)$/;

export function findRoute(
  method: string,
  path: string,
  headers: Readonly<Record<string, string>>,
  body: unknown,
): Route | undefined {
  const bodyModel = isRecord(body) && typeof body.model === 'string' ? body.model : undefined;
  const bodyStream = isRecord(body) && body.stream === true;
  if (method === 'POST') {
    if (path.endsWith('/images/generations')) {
      return { style: 'openai', endpoint: 'images', model: bodyModel, stream: false };
    }
    if (path.endsWith('/embeddings')) {
      return { style: 'openai', endpoint: 'embeddings', model: bodyModel, stream: false };
    }
    const geminiEmbed = geminiEmbedding.exec(path);
    if (geminiEmbed) {
      const model = decodeURIComponent(geminiEmbed[1] ?? '');
      return { style: 'gemini', endpoint: 'embeddings', model, stream: false };
    }
    if (path.endsWith('/chat/completions')) {
      return { style: 'openai', endpoint: 'generation', model: bodyModel, stream: bodyStream };
    }
    if (path.endsWith('/messages')) {
      return { style: 'anthropic', endpoint: 'generation', model: bodyModel, stream: bodyStream };
    }
    const gemini = geminiGeneration.exec(path);
    if (gemini) {
      const model = decodeURIComponent(gemini[1] ?? '');
      return {
        style: 'gemini',
        endpoint: 'generation',
        model,
        stream: gemini[2] === 'streamGenerateContent',
      };
    }
    return undefined;
  }
  if (method !== 'GET') return undefined;
  if (path === '/api/tags') return { style: 'ollama', endpoint: 'models', stream: false };
  if (path.endsWith('/models')) {
    // The same /v1/models path serves OpenAI and Anthropic; Anthropic clients always send a version.
    if (headers['anthropic-version'] !== undefined)
      return { style: 'anthropic', endpoint: 'models', stream: false };
    if (path.includes('/v1beta/')) return { style: 'gemini', endpoint: 'models', stream: false };
    return { style: 'openai', endpoint: 'models', stream: false };
  }
  return undefined;
}

/** The key where each vendor expects it; undefined when the request carries none. */
export function readApiKey(
  style: ProviderStyle,
  headers: Readonly<Record<string, string>>,
  query: Record<string, string>,
): string | undefined {
  const bearer = /^Bearer\s+(.+)$/i.exec(headers.authorization ?? '')?.[1];
  if (style === 'anthropic') return headers['x-api-key'] ?? bearer;
  if (style === 'gemini') return query.key ?? headers['x-goog-api-key'];
  return bearer;
}

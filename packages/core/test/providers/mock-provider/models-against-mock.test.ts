// Model lists and local discovery against the mock provider's model endpoints.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockProvider, type MockProvider } from '@confab/test-kit';
import {
  discoverLocalModels,
  listModels,
  ProviderRequestError,
  streamChat,
} from '../../../src/providers/index.ts';
import { mockConnection } from './mock-connections.ts';

let mock: MockProvider;
beforeAll(async () => {
  mock = await startMockProvider({ port: 0, models: ['llama3.2:3b', 'qwen3:8b'] });
});
afterAll(async () => {
  await mock.close();
});
beforeEach(() => {
  mock.reset();
});

describe('listModels against the mock provider', () => {
  it('lists OpenAI-style models', async () => {
    const models = await listModels(mockConnection(mock, 'openai'));
    expect(models).toEqual([
      { id: 'llama3.2:3b', ownedBy: 'mock' },
      { id: 'qwen3:8b', ownedBy: 'mock' },
    ]);
    expect(mock.requests[0]).toMatchObject({ method: 'GET', path: '/v1/models', style: 'openai' });
  });

  it('lists Anthropic models', async () => {
    const models = await listModels(mockConnection(mock, 'anthropic'));
    expect(models).toEqual([
      { id: 'llama3.2:3b', title: 'llama3.2:3b' },
      { id: 'qwen3:8b', title: 'qwen3:8b' },
    ]);
    expect(mock.requests[0]).toMatchObject({ path: '/v1/models', style: 'anthropic' });
  });

  it('lists Gemini models', async () => {
    const models = await listModels(mockConnection(mock, 'gemini'));
    expect(models).toEqual([
      { id: 'llama3.2:3b', title: 'llama3.2:3b', contextWindow: 1_048_576 },
      { id: 'qwen3:8b', title: 'qwen3:8b', contextWindow: 1_048_576 },
    ]);
    expect(mock.requests[0]).toMatchObject({ path: '/v1beta/models', style: 'gemini' });
  });

  it('rejects with the status of a refused list', async () => {
    mock.script({ endpoint: 'models', failure: { status: 401 } });
    await expect(listModels(mockConnection(mock, 'openai'))).rejects.toMatchObject({
      name: 'ProviderRequestError',
      status: 401,
    });
    mock.script({ endpoint: 'models', failure: { status: 429 } });
    await expect(listModels(mockConnection(mock, 'gemini'))).rejects.toBeInstanceOf(ProviderRequestError);
  });
});

describe('discoverLocalModels', () => {
  let silent: Server;
  let silentURL: string;
  beforeAll(async () => {
    // Accepts connections and never answers, like a busy or unrelated service on a known port.
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentURL = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise<void>((resolve) =>
      silent.close(() => {
        resolve();
      }),
    );
  });

  it('finds an Ollama tag list and an OpenAI-style model list, and leaves out servers that do not answer', async () => {
    const sources = await discoverLocalModels({
      timeoutMs: 300,
      candidates: [
        { name: 'Ollama', baseURL: mock.url, kind: 'ollama' },
        { name: 'LM Studio', baseURL: `${mock.url}/v1`, kind: 'openai-models' },
        { name: 'vLLM', baseURL: `${silentURL}/v1`, kind: 'openai-models' },
        { name: 'Nothing', baseURL: 'http://127.0.0.1:9/v1', kind: 'openai-models' },
      ],
    });
    expect(sources).toEqual([
      {
        name: 'Ollama',
        connection: { style: 'openai', endpoint: `${mock.url}/v1/chat/completions` },
        models: [{ id: 'llama3.2:3b' }, { id: 'qwen3:8b' }],
      },
      {
        name: 'LM Studio',
        connection: { style: 'openai', endpoint: `${mock.url}/v1/chat/completions` },
        models: [
          { id: 'llama3.2:3b', ownedBy: 'mock' },
          { id: 'qwen3:8b', ownedBy: 'mock' },
        ],
      },
    ]);
    expect(mock.requests.map((request) => request.path).sort()).toEqual(['/api/tags', '/v1/models']);
  });

  it('chats with a discovered server through its connection', async () => {
    const [ollama] = await discoverLocalModels({
      candidates: [{ name: 'Ollama', baseURL: mock.url, kind: 'ollama' }],
    });
    expect(ollama).toBeDefined();
    if (!ollama) return;
    mock.script({ text: 'local hello' });
    let text = '';
    for await (const event of streamChat(ollama.connection, {
      model: ollama.models[0]?.id ?? '',
      messages: [{ role: 'user', content: 'Hi' }],
      stream: true,
    })) {
      if (event.type === 'text-delta') text += event.text;
    }
    expect(text).toBe('local hello');
    expect(mock.requests.at(-1)).toMatchObject({
      path: '/v1/chat/completions',
      model: 'llama3.2:3b',
    });
  });
});

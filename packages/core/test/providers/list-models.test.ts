// listModels against recorded model lists: the URL and headers each style uses, and the fields read.
import { describe, expect, it } from 'vitest';
import { listModels, ProviderRequestError } from '../../src/providers/index.ts';
import { replayFetch, unreachableFetch } from './helpers/replay-fetch.ts';

const json = (body: unknown, status = 200) => ({
  status,
  body: JSON.stringify(body),
  contentType: 'application/json',
});

describe('listModels', () => {
  it('OpenAI-style: GET <endpoint minus /chat/completions>/models with the bearer key', async () => {
    const replay = replayFetch(
      json({
        object: 'list',
        data: [
          { id: 'gpt-4o', object: 'model', created: 1715367049, owned_by: 'system' },
          { id: 'anthropic/claude-sonnet-4', name: 'Anthropic: Claude Sonnet 4', context_length: 200000 },
          { id: 'Qwen/Qwen3-8B', object: 'model', owned_by: 'vllm', max_model_len: 32768 },
          { object: 'model' },
        ],
      }),
    );
    const models = await listModels(
      {
        style: 'openai',
        endpoint: 'https://openrouter.ai/api/v1/chat/completions',
        apiKey: 'sk-1',
        headers: { 'X-Title': 'Confab' },
      },
      { fetch: replay.fetch },
    );
    expect(replay.sent).toEqual([
      {
        url: 'https://openrouter.ai/api/v1/models',
        method: 'GET',
        headers: { authorization: 'Bearer sk-1', 'x-title': 'Confab' },
        body: undefined,
      },
    ]);
    expect(models).toEqual([
      { id: 'gpt-4o', ownedBy: 'system' },
      { id: 'anthropic/claude-sonnet-4', title: 'Anthropic: Claude Sonnet 4', contextWindow: 200000 },
      { id: 'Qwen/Qwen3-8B', ownedBy: 'vllm', contextWindow: 32768 },
    ]);
  });

  it('OpenAI-style: keeps a query string and accepts a bare base URL', async () => {
    const replay = replayFetch(json({ data: [] }), json({ data: [] }));
    await listModels(
      { style: 'openai', endpoint: 'https://gateway.example/openai/chat/completions?api-version=2024-10-21' },
      { fetch: replay.fetch },
    );
    await listModels({ style: 'openai', endpoint: 'http://127.0.0.1:1234/v1/' }, { fetch: replay.fetch });
    expect(replay.sent.map((sent) => sent.url)).toEqual([
      'https://gateway.example/openai/models?api-version=2024-10-21',
      'http://127.0.0.1:1234/v1/models',
    ]);
  });

  it('Anthropic: GET .../v1/models with x-api-key and anthropic-version', async () => {
    const replay = replayFetch(
      json({
        data: [
          {
            type: 'model',
            id: 'claude-sonnet-4-20250514',
            display_name: 'Claude Sonnet 4',
            created_at: '2025-05-22T00:00:00Z',
          },
        ],
        has_more: false,
      }),
    );
    const models = await listModels(
      { style: 'anthropic', endpoint: 'https://api.anthropic.com/v1/messages', apiKey: 'sk-ant' },
      { fetch: replay.fetch },
    );
    expect(replay.sent[0]).toEqual({
      url: 'https://api.anthropic.com/v1/models?limit=1000',
      method: 'GET',
      headers: {
        'x-api-key': 'sk-ant',
        'anthropic-version': '2023-06-01',
        'anthropic-dangerous-direct-browser-access': 'true',
      },
      body: undefined,
    });
    expect(models).toEqual([{ id: 'claude-sonnet-4-20250514', title: 'Claude Sonnet 4' }]);
  });

  it('Gemini: GET {base}/models, strips "models/" and leaves out models that cannot chat', async () => {
    const replay = replayFetch(
      json({
        models: [
          {
            name: 'models/gemini-2.5-flash',
            displayName: 'Gemini 2.5 Flash',
            inputTokenLimit: 1048576,
            supportedGenerationMethods: ['generateContent', 'countTokens'],
          },
          { name: 'models/text-embedding-004', supportedGenerationMethods: ['embedContent'] },
        ],
      }),
    );
    const models = await listModels(
      { style: 'gemini', endpoint: 'https://generativelanguage.googleapis.com/v1beta', apiKey: 'AIza' },
      { fetch: replay.fetch },
    );
    expect(replay.sent[0]?.url).toBe('https://generativelanguage.googleapis.com/v1beta/models?pageSize=1000');
    expect(replay.sent[0]?.headers).toEqual({ 'x-goog-api-key': 'AIza' });
    expect(models).toEqual([{ id: 'gemini-2.5-flash', title: 'Gemini 2.5 Flash', contextWindow: 1048576 }]);
  });

  it('rejects with the provider message and status', async () => {
    const replay = replayFetch(
      json({ type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } }, 401),
    );
    const listing = listModels(
      { style: 'anthropic', endpoint: 'https://api.anthropic.com/v1/messages' },
      { fetch: replay.fetch },
    );
    await expect(listing).rejects.toBeInstanceOf(ProviderRequestError);
    await expect(listing).rejects.toMatchObject({ message: 'invalid x-api-key', status: 401 });
  });

  it('rejects with a readable message when the server cannot be reached', async () => {
    await expect(
      listModels(
        { style: 'openai', endpoint: 'http://127.0.0.1:9/v1/chat/completions' },
        { fetch: unreachableFetch() },
      ),
    ).rejects.toThrow('Could not reach http://127.0.0.1:9 (fetch failed).');
  });
});

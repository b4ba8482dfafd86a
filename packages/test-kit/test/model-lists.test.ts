import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockProvider, type MockProvider } from '../src/index.ts';
import { anthropicHeaders, geminiHeaders, openAIHeaders } from './helpers.ts';

let mock: MockProvider;
beforeAll(async () => {
  mock = await startMockProvider({ models: ['alpha', 'beta'] });
});
afterAll(async () => {
  await mock.close();
});

async function getJson(path: string, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(`${mock.url}${path}`, { headers });
  expect(response.status).toBe(200);
  return response.json();
}

describe('model lists', () => {
  it('lists models in OpenAI shape at GET /v1/models', async () => {
    expect(await getJson('/v1/models', openAIHeaders)).toEqual({
      object: 'list',
      data: [
        { id: 'alpha', object: 'model', created: 1_700_000_000, owned_by: 'mock' },
        { id: 'beta', object: 'model', created: 1_700_000_000, owned_by: 'mock' },
      ],
    });
  });

  it('lists models in Anthropic shape when the request carries anthropic-version', async () => {
    expect(await getJson('/v1/models', anthropicHeaders)).toMatchObject({
      data: [{ type: 'model', id: 'alpha', display_name: 'alpha' }, { id: 'beta' }],
      has_more: false,
      first_id: 'alpha',
      last_id: 'beta',
    });
  });

  it('lists models in Gemini shape at GET /v1beta/models', async () => {
    expect(await getJson('/v1beta/models', geminiHeaders)).toMatchObject({
      models: [{ name: 'models/alpha', supportedGenerationMethods: ['generateContent', 'countTokens'] }, {}],
    });
  });

  it("lists models in Ollama's shape at GET /api/tags", async () => {
    const tags = (await getJson('/api/tags')) as { models: Record<string, unknown>[] };
    expect(tags.models.map((model) => model.name)).toEqual(['alpha', 'beta']);
    expect(tags.models[0]).toMatchObject({
      model: 'alpha',
      size: expect.any(Number) as unknown,
      digest: expect.stringMatching(/^sha256:[a-z0-9]{64}$/) as unknown,
      details: { format: 'gguf' },
    });
    expect(typeof tags.models[0]?.modified_at).toBe('string');
  });

  it('answers an unknown route with 404', async () => {
    const response = await fetch(`${mock.url}/v2/unknown`);
    expect(response.status).toBe(404);
  });
});

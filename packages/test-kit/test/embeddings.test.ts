import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  mockEmbedding,
  mockEmbeddingDimensions,
  startMockProvider,
  type MockProvider,
} from '../src/index.ts';
import { geminiHeaders, openAIHeaders, postJson } from './helpers.ts';

let mock: MockProvider;
beforeAll(async () => {
  mock = await startMockProvider();
});
afterAll(async () => {
  await mock.close();
});
beforeEach(() => {
  mock.reset();
});

const length = (vector: readonly number[]) => Math.hypot(...vector);

describe('mock embeddings', () => {
  it('are unit vectors of a fixed size, the same for the same words in any case', () => {
    const vector = mockEmbedding('Tax return deadline');
    expect(vector).toHaveLength(mockEmbeddingDimensions);
    expect(length(vector)).toBeCloseTo(1, 6);
    expect(mockEmbedding('tax RETURN deadline')).toEqual(vector);
    expect(length(mockEmbedding(''))).toBeCloseTo(1, 6);
  });

  it('answers OpenAI /v1/embeddings with one vector per input, indexed, and records the request', async () => {
    const response = await postJson(
      `${mock.url}/v1/embeddings`,
      { model: 'text-embedding-3-small', input: ['one', 'two'] },
      openAIHeaders,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { index: number; embedding: number[] }[] };
    expect(body.data.map((entry) => entry.index)).toEqual([0, 1]);
    expect(body.data[1]?.embedding).toEqual(mockEmbedding('two'));
    expect(mock.requests[0]).toMatchObject({
      endpoint: 'embeddings',
      style: 'openai',
      model: 'text-embedding-3-small',
    });
  });

  it('answers Gemini batchEmbedContents and embedContent', async () => {
    const batch = await postJson(
      `${mock.url}/v1beta/models/text-embedding-004:batchEmbedContents`,
      { requests: [{ model: 'models/text-embedding-004', content: { parts: [{ text: 'one' }] } }] },
      geminiHeaders,
    );
    expect(await batch.json()).toEqual({ embeddings: [{ values: mockEmbedding('one') }] });
    const single = await postJson(
      `${mock.url}/v1beta/models/text-embedding-004:embedContent`,
      { content: { parts: [{ text: 'two' }] } },
      geminiHeaders,
    );
    expect(await single.json()).toEqual({ embedding: { values: mockEmbedding('two') } });
    expect(mock.requests.map((request) => [request.style, request.endpoint, request.model])).toEqual([
      ['gemini', 'embeddings', 'text-embedding-004'],
      ['gemini', 'embeddings', 'text-embedding-004'],
    ]);
  });

  it('fails a request when a script for the embeddings endpoint says so', async () => {
    mock.script({ endpoint: 'embeddings', failure: { status: 429 } });
    const response = await postJson(`${mock.url}/v1/embeddings`, { model: 'm', input: 'x' }, openAIHeaders);
    expect(response.status).toBe(429);
  });
});

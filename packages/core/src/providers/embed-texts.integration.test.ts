import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockEmbedding, startMockProvider, type MockProvider } from '@confab/test-kit';
import { embedTexts, embeddingBatchSize, ProviderRequestError, type ProviderConnection } from './index.ts';

function cosine(left: Float32Array, right: Float32Array): number {
  let sum = 0;
  for (let index = 0; index < left.length; index += 1) sum += (left[index] ?? 0) * (right[index] ?? 0);
  return sum;
}

describe('embedTexts against the mock provider', () => {
  let mock: MockProvider;
  const connections = (): Record<'openai' | 'gemini', ProviderConnection> => ({
    openai: { style: 'openai', endpoint: `${mock.url}/v1/chat/completions`, apiKey: 'sk-good' },
    gemini: { style: 'gemini', endpoint: `${mock.url}/v1beta`, apiKey: 'AIza-good' },
  });

  beforeAll(async () => {
    mock = await startMockProvider({ port: 0, validKeys: ['sk-good', 'AIza-good'] });
  });
  afterAll(async () => {
    await mock.close();
  });
  beforeEach(() => {
    mock.reset();
  });

  it('openai: posts the texts to /v1/embeddings with the key and returns one vector per text', async () => {
    const vectors = await embedTexts(connections().openai, {
      model: 'text-embedding-3-small',
      texts: ['tax return deadline', 'a recipe for bread'],
    });
    expect(vectors.map((vector) => [...vector])).toEqual(
      ['tax return deadline', 'a recipe for bread'].map((text) => [...new Float32Array(mockEmbedding(text))]),
    );
    const [request] = mock.requests;
    expect(request).toMatchObject({
      path: '/v1/embeddings',
      endpoint: 'embeddings',
      model: 'text-embedding-3-small',
      headers: { authorization: 'Bearer sk-good' },
      body: { input: ['tax return deadline', 'a recipe for bread'], encoding_format: 'float' },
    });
  });

  it('gemini: sends batchEmbedContents with the key in a header and the task type', async () => {
    const vectors = await embedTexts(connections().gemini, {
      model: 'text-embedding-004',
      texts: ['when is the tax return due'],
      purpose: 'query',
    });
    expect(vectors).toHaveLength(1);
    const [request] = mock.requests;
    expect(request).toMatchObject({
      path: '/v1beta/models/text-embedding-004:batchEmbedContents',
      headers: { 'x-goog-api-key': 'AIza-good' },
      body: {
        requests: [
          {
            model: 'models/text-embedding-004',
            content: { parts: [{ text: 'when is the tax return due' }] },
            taskType: 'RETRIEVAL_QUERY',
          },
        ],
      },
    });
    expect(request?.query.key).toBeUndefined();
  });

  it('vectors carry meaning: a question is closer to the passage sharing its words', async () => {
    const [question, taxes, bread] = await embedTexts(connections().gemini, {
      model: 'gemini-embedding-001',
      texts: ['tax return deadline', 'The tax return deadline is in May.', 'Knead the bread dough.'],
    });
    if (!question || !taxes || !bread) throw new Error('three vectors expected');
    expect(cosine(question, taxes)).toBeGreaterThan(cosine(question, bread));
  });

  it(`splits more than ${String(embeddingBatchSize)} texts into batches, in order`, async () => {
    const texts = Array.from(
      { length: embeddingBatchSize * 2 + 5 },
      (_, index) => `passage ${String(index)}`,
    );
    const vectors = await embedTexts(connections().openai, { model: 'text-embedding-3-small', texts });
    expect(vectors).toHaveLength(texts.length);
    expect(mock.requests.map((request) => (request.body as { input: string[] }).input.length)).toEqual([
      embeddingBatchSize,
      embeddingBatchSize,
      5,
    ]);
    expect([...(vectors[100] ?? [])]).toEqual([...new Float32Array(mockEmbedding('passage 100'))]);
  });

  it('reports a refused key and a rate limit as ProviderRequestError with the status', async () => {
    const refused = embedTexts(
      { ...connections().openai, apiKey: 'wrong' },
      { model: 'text-embedding-3-small', texts: ['a'] },
    );
    await expect(refused).rejects.toBeInstanceOf(ProviderRequestError);
    await expect(refused).rejects.toMatchObject({ status: 401 });
    mock.script({ endpoint: 'embeddings', failure: { status: 429 } });
    await expect(
      embedTexts(connections().gemini, { model: 'text-embedding-004', texts: ['a'] }),
    ).rejects.toMatchObject({ status: 429 });
  });

  it('refuses the Anthropic style, which has no embeddings API', async () => {
    await expect(
      embedTexts({ style: 'anthropic', endpoint: `${mock.url}/v1/messages` }, { model: 'x', texts: ['a'] }),
    ).rejects.toThrow(/no embeddings endpoint/);
    expect(mock.requests).toHaveLength(0);
  });
});

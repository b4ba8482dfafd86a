// generateImage against the mock provider's images route: a real PNG comes back as base64.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockProvider, type MockProvider } from '@confab/test-kit';
import { generateImage } from '../../../src/providers/index.ts';
import { mockConnection } from './mock-connections.ts';

let mock: MockProvider;
beforeAll(async () => {
  mock = await startMockProvider({ port: 0 });
});
afterAll(async () => {
  await mock.close();
});
beforeEach(() => {
  mock.reset();
});

describe('generateImage against the mock provider', () => {
  it('answers a PNG and records the request as an images call', async () => {
    const image = await generateImage(mockConnection(mock, 'openai'), {
      prompt: 'a fox',
      model: 'gpt-image-1',
    });
    if (!('base64' in image)) throw new Error('expected base64');
    expect(Buffer.from(image.base64, 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(mock.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/images/generations',
      endpoint: 'images',
      model: 'gpt-image-1',
      body: { prompt: 'a fox', n: 1 },
    });
  });

  it('answers a scripted failure in the OpenAI error shape', async () => {
    mock.script({ endpoint: 'images', failure: { status: 400, message: 'Your request was rejected.' } });
    await expect(
      generateImage(mockConnection(mock, 'openai'), { prompt: 'x', model: 'dall-e-3' }),
    ).rejects.toThrow('Your request was rejected.');
  });
});

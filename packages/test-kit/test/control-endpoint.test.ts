import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockProvider, type MockProvider, type RecordedRequest } from '../src/index.ts';
import { openAIHeaders, openAIRequest, postJson } from './helpers.ts';

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

describe('the HTTP control endpoint', () => {
  it('queues scripts, lists requests and resets', async () => {
    const queued = await postJson(`${mock.url}/__mock/script`, [
      { text: 'from afar' },
      { failure: { status: 429 } },
    ]);
    expect(await queued.json()).toEqual({ queued: 2, pending: 2 });

    const first = await postJson(`${mock.url}/v1/chat/completions`, openAIRequest('x'), openAIHeaders);
    expect(await first.json()).toMatchObject({ choices: [{ message: { content: 'from afar' } }] });
    const second = await postJson(`${mock.url}/v1/chat/completions`, openAIRequest('y'), openAIHeaders);
    expect(second.status).toBe(429);

    const listed = (await (await fetch(`${mock.url}/__mock/requests`)).json()) as RecordedRequest[];
    expect(listed.map((request) => request.status)).toEqual([200, 429]);
    expect(listed[0]).toMatchObject({
      method: 'POST',
      path: '/v1/chat/completions',
      style: 'openai',
      body: { messages: [{ role: 'user', content: 'x' }] },
      headers: { authorization: 'Bearer sk-test' },
    });

    await postJson(`${mock.url}/__mock/script`, { text: 'pending' });
    const reset = await postJson(`${mock.url}/__mock/reset`, {});
    expect(reset.status).toBe(200);
    expect(await (await fetch(`${mock.url}/__mock/requests`)).json()).toEqual([]);
    const after = await postJson(`${mock.url}/v1/chat/completions`, openAIRequest('z'), openAIHeaders);
    expect(await after.json()).toMatchObject({ choices: [{ message: { content: 'Mock reply to: z' } }] });
  });

  it('refuses a malformed script with a reason', async () => {
    const unknownOption = await postJson(`${mock.url}/__mock/script`, { txt: 'typo' });
    expect(unknownOption.status).toBe(400);
    expect(await unknownOption.json()).toEqual({ error: 'script 0: unknown option "txt"' });
    const badFailure = await postJson(`${mock.url}/__mock/script`, { failure: { status: 418 } });
    expect(badFailure.status).toBe(400);
    const notJson = await fetch(`${mock.url}/__mock/script`, { method: 'POST', body: '{' });
    expect(notJson.status).toBe(400);
  });

  it('keeps control calls out of the recorded requests', async () => {
    await fetch(`${mock.url}/__mock/requests`);
    expect(mock.requests).toHaveLength(0);
  });
});

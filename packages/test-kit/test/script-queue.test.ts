import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockProvider, type MockProvider } from '../src/index.ts';
import { anthropicHeaders, anthropicRequest, openAIHeaders, openAIRequest, postJson } from './helpers.ts';

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

async function askOpenAI(text: string): Promise<string> {
  const response = await postJson(`${mock.url}/v1/chat/completions`, openAIRequest(text), openAIHeaders);
  const body = (await response.json()) as { choices: { message: { content: string } }[] };
  return body.choices[0]?.message.content ?? '';
}

describe('the script queue', () => {
  it('consumes scripts in order, then falls back to the echo', async () => {
    mock.script({ text: 'first' }, { text: 'second' });
    expect(await askOpenAI('a')).toBe('first');
    expect(await askOpenAI('b')).toBe('second');
    expect(await askOpenAI('c')).toBe('Mock reply to: c');
  });

  it('applies a script `times` times, or always', async () => {
    mock.script({ text: 'twice', times: 2 }, { text: 'then' });
    expect([await askOpenAI('a'), await askOpenAI('b'), await askOpenAI('c')]).toEqual([
      'twice',
      'twice',
      'then',
    ]);
    mock.script({ text: 'forever', times: 'always' });
    expect([await askOpenAI('a'), await askOpenAI('b')]).toEqual(['forever', 'forever']);
  });

  it('skips scripts whose match refuses the request, leaving them queued', async () => {
    mock.script(
      { text: 'for anthropic', match: { style: 'anthropic' } },
      { text: 'for weather', match: (request) => JSON.stringify(request.body).includes('weather') },
    );
    expect(await askOpenAI('hello')).toBe('Mock reply to: hello');
    expect(await askOpenAI('the weather')).toBe('for weather');
    const response = await postJson(`${mock.url}/v1/messages`, anthropicRequest('x'), anthropicHeaders);
    expect(await response.json()).toMatchObject({ content: [{ text: 'for anthropic' }] });
  });

  it('matches on user text and model', async () => {
    mock.script({ text: 'matched', match: { userText: 'magic', model: 'gpt-mock' } });
    expect(await askOpenAI('no')).toBe('Mock reply to: no');
    expect(await askOpenAI('a magic word')).toBe('matched');
  });

  it('matches streamed or whole requests only, so a title request leaves an answer script queued', async () => {
    mock.script({ text: 'the answer', match: { stream: true } });
    expect(await askOpenAI('a title, please')).toBe('Mock reply to: a title, please');
    const streamed = await postJson(
      `${mock.url}/v1/chat/completions`,
      { ...openAIRequest('answer'), stream: true },
      openAIHeaders,
    );
    const body = await streamed.text();
    expect(body).toContain('"content":"the "');
    expect(body).toContain('"content":"answer"');
  });

  it('leaves generation scripts alone on model-list calls, and answers models scripts there', async () => {
    mock.script({ text: 'for the chat' }, { endpoint: 'models', failure: { status: 401 } });
    const models = await fetch(`${mock.url}/v1/models`);
    expect(models.status).toBe(401);
    expect(await askOpenAI('x')).toBe('for the chat');
  });

  it('reset() empties the queue and the recorded requests', async () => {
    mock.script({ text: 'never used' });
    await fetch(`${mock.url}/v1/models`);
    mock.reset();
    expect(mock.requests).toHaveLength(0);
    expect(await askOpenAI('x')).toBe('Mock reply to: x');
  });
});

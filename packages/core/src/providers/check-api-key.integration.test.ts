import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkApiKey } from './index.ts';
import { findClosedPort, startMockProvider, type MockProvider } from '@confab/test-kit';

const goodKeys = { openai: 'sk-good', anthropic: 'sk-ant-good', gemini: 'AIza-good' } as const;

describe('checkApiKey against the mock provider', () => {
  let mock: MockProvider;
  const endpoints = () => ({
    openai: `${mock.url}/v1/chat/completions`,
    anthropic: `${mock.url}/v1/messages`,
    gemini: `${mock.url}/v1beta`,
  });

  beforeAll(async () => {
    mock = await startMockProvider({ port: 0, validKeys: Object.values(goodKeys) });
  });
  afterAll(async () => {
    await mock.close();
  });
  beforeEach(() => {
    mock.reset();
  });

  for (const style of ['openai', 'anthropic', 'gemini'] as const) {
    it(`${style}: accepts a valid key and refuses another`, async () => {
      const endpoint = endpoints()[style];
      expect(await checkApiKey({ style, apiKey: goodKeys[style], endpoint })).toEqual({ ok: true });
      expect(await checkApiKey({ style, apiKey: 'wrong', endpoint })).toEqual({
        ok: false,
        error: { kind: 'invalid-key' },
      });
    });
  }

  it('openai and anthropic: a 429 is a rate limit', async () => {
    mock.script({ failure: { status: 429 }, times: 2 });
    for (const style of ['openai', 'anthropic'] as const) {
      const result = await checkApiKey({ style, apiKey: goodKeys[style], endpoint: endpoints()[style] });
      expect(result).toMatchObject({ ok: false, error: { kind: 'rate-limited' } });
    }
  });

  it('openai and anthropic: a 500 is reported by status', async () => {
    mock.script({ failure: { status: 500 }, times: 2 });
    for (const style of ['openai', 'anthropic'] as const) {
      const result = await checkApiKey({ style, apiKey: goodKeys[style], endpoint: endpoints()[style] });
      expect(result).toEqual({ ok: false, error: { kind: 'http-status', status: 500 } });
    }
  });

  it('gemini: a quota error shows the provider message', async () => {
    mock.script({ failure: { status: 429 }, times: 1 });
    const result = await checkApiKey({
      style: 'gemini',
      apiKey: goodKeys.gemini,
      endpoint: endpoints().gemini,
    });
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'provider-message',
        providerMessage: 'You exceeded your current quota, please check your plan and billing details.',
      },
    });
  });

  it('every style reports a closed port as a network failure', async () => {
    const closedPort = await findClosedPort();
    const results = await Promise.all(
      (['openai', 'anthropic', 'gemini'] as const).map((style) =>
        checkApiKey({ style, apiKey: goodKeys[style], endpoint: `http://127.0.0.1:${closedPort}/v1` }),
      ),
    );
    for (const result of results) expect(result).toMatchObject({ ok: false, error: { kind: 'network' } });
  });
});

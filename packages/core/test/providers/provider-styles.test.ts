import { describe, expect, it } from 'vitest';
import { providerStyleNames } from '../../src/entities/index.ts';
import { checkApiKey, providerStyle, providerStyles } from '../../src/providers/index.ts';

describe('the provider style registry', () => {
  it('lists every style once, in the order forms show them', () => {
    expect(providerStyles.map((entry) => entry.style)).toEqual([...providerStyleNames]);
    for (const style of providerStyleNames) expect(providerStyle(style).style).toBe(style);
  });

  it('spells vendor names as the spec does', () => {
    expect(providerStyles.map((entry) => entry.vendorName)).toEqual(['OpenAI', 'Anthropic', 'Gemini']);
  });

  it('keeps the settings names devices already store', () => {
    expect(providerStyles.map((entry) => [entry.keySetting, entry.endpointSetting])).toEqual([
      ['apiKeys.openai', 'endpoints.chatCompletions'],
      ['apiKeys.anthropic', 'endpoints.anthropic'],
      ['apiKeys.gemini', 'endpoints.gemini'],
    ]);
  });

  it('checks a key with the check of its style', async () => {
    const calls: string[] = [];
    const fetch: typeof globalThis.fetch = (input) => {
      calls.push(input instanceof Request ? input.url : input.toString());
      return Promise.resolve(new Response('{}', { status: 200 }));
    };
    const endpoint = 'https://gemini.test/v1beta';
    expect(await checkApiKey({ style: 'gemini', apiKey: 'AIza', endpoint }, { fetch })).toEqual({ ok: true });
    expect(calls[0]).toContain('https://gemini.test/v1beta/models/gemini-2.0-flash:generateContent');
  });
});

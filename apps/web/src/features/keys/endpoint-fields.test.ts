import { describe, expect, it } from 'vitest';
import { endpointFields, isValidEndpoint } from './endpoint-fields.ts';

describe('isValidEndpoint', () => {
  it('accepts empty (the default) and http or https addresses', () => {
    expect(isValidEndpoint('')).toBe(true);
    expect(isValidEndpoint('  ')).toBe(true);
    expect(isValidEndpoint('https://proxy.example/v1/messages')).toBe(true);
    expect(isValidEndpoint('http://127.0.0.1:11434/v1/chat/completions')).toBe(true);
  });

  it('refuses other schemes and text that is not an address', () => {
    expect(isValidEndpoint('ftp://example.com')).toBe(false);
    expect(isValidEndpoint('javascript:alert(1)')).toBe(false);
    expect(isValidEndpoint('api.openai.com/v1')).toBe(false);
    expect(isValidEndpoint('not a url')).toBe(false);
  });
});

describe('endpointFields', () => {
  it('offers one field per provider style, in the registry order, then speech transcription', () => {
    expect(endpointFields.map((field) => [field.setting, field.labelValues?.name])).toEqual([
      ['endpoints.chatCompletions', 'Chat completions'],
      ['endpoints.anthropic', 'Anthropic'],
      ['endpoints.gemini', 'Gemini'],
      ['endpoints.speechTranscription', undefined],
    ]);
  });
});

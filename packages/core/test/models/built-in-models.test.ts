import { describe, expect, it } from 'vitest';
import { builtInModels, findBuiltInModel } from '../../src/models/index.ts';

describe('builtInModels', () => {
  it('lists the current models of each provider', () => {
    const ids = builtInModels.map((model) => model.id);
    expect(ids).toEqual([
      'gpt-5',
      'gpt-5-mini',
      'gpt-5-nano',
      'gpt-4.1',
      'gpt-4.1-mini',
      'gpt-4o',
      'gpt-4o-mini',
      'o3',
      'o4-mini',
      'claude-opus-4-1',
      'claude-sonnet-4-5',
      'claude-3-5-haiku-latest',
      'gemini-2.5-pro',
      'gemini-2.5-flash',
      'gemini-2.0-flash',
    ]);
  });

  it('gives every model a context window, a price and its own name as the provider model id', () => {
    for (const model of builtInModels) {
      expect(model.source).toBe('built-in');
      expect(model.providerModelID).toBe(model.id);
      expect(model.contextWindow).toBeGreaterThan(100_000);
      expect(model.maxOutputTokens).toBeLessThan(model.contextWindow);
      expect(model.pricing?.inputPerMillionTokens).toBeGreaterThan(0);
      expect(model.pricing?.outputPerMillionTokens).toBeGreaterThanOrEqual(
        model.pricing?.inputPerMillionTokens ?? 0,
      );
      expect(model.connection).toBeUndefined();
    }
  });

  it('names each provider style', () => {
    expect(findBuiltInModel('gpt-4o-mini')?.style).toBe('openai');
    expect(findBuiltInModel('claude-sonnet-4-5')?.style).toBe('anthropic');
    expect(findBuiltInModel('gemini-2.0-flash')?.style).toBe('gemini');
    expect(findBuiltInModel('gpt-3')).toBeUndefined();
  });

  it('has unique ids', () => {
    expect(new Set(builtInModels.map((model) => model.id)).size).toBe(builtInModels.length);
  });
});

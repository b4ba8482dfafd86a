import { describe, expect, it } from 'vitest';
import type { CustomModel } from '@confab/core';
import { embeddingConnection, embeddingModelFor, embeddingModelID } from './embedding-choice.ts';

const noKeys = { apiKeys: {}, endpoints: {} };

const customModel: CustomModel = {
  id: 'cm-1',
  title: 'Local server',
  endpointStyle: 'openai',
  endpointURL: 'http://127.0.0.1:11434/v1/chat/completions',
  modelID: 'llama3',
  headers: [{ name: 'x-team', value: 'a' }],
  bodyFields: { temperature: 0.2 },
  createdAt: 1,
  updatedAt: 1,
  syncedAt: null,
};

describe('the embedding choice', () => {
  it('names vectors by style and model, or by custom endpoint and model', () => {
    expect(embeddingModelID({ kind: 'none' })).toBeUndefined();
    expect(embeddingModelID({ kind: 'provider', style: 'gemini', model: 'text-embedding-004' })).toBe(
      'gemini:text-embedding-004',
    );
    expect(embeddingModelID({ kind: 'custom', customModelID: 'cm-1', model: 'nomic-embed-text' })).toBe(
      'custom:cm-1:nomic-embed-text',
    );
  });

  it('calls a provider model with its key, or at the endpoint the person set', () => {
    const choice = { kind: 'provider', style: 'openai', model: 'text-embedding-3-small' } as const;
    expect(embeddingConnection(choice, noKeys, [])).toBeUndefined();
    expect(embeddingConnection(choice, { apiKeys: { openai: 'sk-1' }, endpoints: {} }, [])).toEqual({
      style: 'openai',
      endpoint: 'https://api.openai.com/v1/chat/completions',
      apiKey: 'sk-1',
    });
    expect(
      embeddingConnection(
        choice,
        { apiKeys: {}, endpoints: { openai: 'http://127.0.0.1:1234/v1/chat/completions' } },
        [],
      ),
    ).toEqual({ style: 'openai', endpoint: 'http://127.0.0.1:1234/v1/chat/completions' });
  });

  it('calls a custom model’s endpoint with its own key and headers only', () => {
    const choice = { kind: 'custom', customModelID: 'cm-1', model: 'nomic-embed-text' } as const;
    expect(
      embeddingConnection(choice, { apiKeys: { openai: 'sk-1' }, endpoints: {} }, [customModel]),
    ).toEqual({
      style: 'openai',
      endpoint: 'http://127.0.0.1:11434/v1/chat/completions',
      headers: { 'x-team': 'a' },
    });
    expect(embeddingConnection(choice, noKeys, [])).toBeUndefined();
  });

  it('keeps a chosen model whose key is missing, failing its calls with the reason', async () => {
    const model = embeddingModelFor(
      { kind: 'provider', style: 'openai', model: 'text-embedding-3-small' },
      undefined,
    );
    expect(model?.id).toBe('openai:text-embedding-3-small');
    await expect(model?.embed(['a'], new AbortController().signal)).rejects.toThrow(/no API key/);
    expect(embeddingModelFor({ kind: 'none' }, undefined)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import type { CustomModel } from '../../src/entities/index.ts';
import { providerStyle } from '../../src/providers/index.ts';
import {
  customModelToInfo,
  findBuiltInModel,
  isModelReady,
  localModelsToInfo,
  resolveConnection,
  type ConnectionSettings,
  type ModelInfo,
} from '../../src/models/index.ts';

const noSettings: ConnectionSettings = { apiKeys: {}, endpoints: {} };

function builtIn(id: string): ModelInfo {
  const model = findBuiltInModel(id);
  if (!model) throw new Error(`no built-in ${id}`);
  return model;
}

const customRecord: CustomModel = {
  id: 'record-1',
  title: 'Router',
  icon: '🛰️',
  pricing: { inputPerMillionTokens: 1 },
  endpointStyle: 'openai',
  endpointURL: ' https://router.example/v1/chat/completions ',
  modelID: 'vendor/model-x',
  apiKey: 'sk-custom',
  headers: [
    { name: 'X-Title', value: 'Confab' },
    { name: ' ', value: 'dropped' },
  ],
  bodyFields: { provider: { order: ['a'] } },
  contextLength: 32_000,
  createdAt: 1,
  updatedAt: 1,
  syncedAt: null,
};

describe('resolveConnection for built-in models', () => {
  it('uses the provider key and the public endpoint', () => {
    const settings: ConnectionSettings = {
      apiKeys: { openai: 'sk-open', anthropic: 'sk-ant' },
      endpoints: {},
    };
    expect(resolveConnection(builtIn('gpt-4o'), settings)).toEqual({
      style: 'openai',
      endpoint: providerStyle('openai').defaultEndpoint,
      apiKey: 'sk-open',
    });
    expect(resolveConnection(builtIn('claude-sonnet-4-5'), settings)).toEqual({
      style: 'anthropic',
      endpoint: providerStyle('anthropic').defaultEndpoint,
      apiKey: 'sk-ant',
    });
    expect(resolveConnection(builtIn('gemini-2.5-pro'), settings)).toEqual({
      style: 'gemini',
      endpoint: providerStyle('gemini').defaultEndpoint,
    });
  });

  it('uses the endpoints the user set, ignoring blank ones', () => {
    const settings: ConnectionSettings = {
      apiKeys: { gemini: '  ' },
      endpoints: {
        openai: 'http://localhost:8080/v1/chat/completions',
        anthropic: ' ',
        gemini: 'https://g.example',
      },
    };
    expect(resolveConnection(builtIn('gpt-5'), settings).endpoint).toBe(
      'http://localhost:8080/v1/chat/completions',
    );
    expect(resolveConnection(builtIn('claude-opus-4-1'), settings).endpoint).toBe(
      providerStyle('anthropic').defaultEndpoint,
    );
    expect(resolveConnection(builtIn('gemini-2.0-flash'), settings)).toEqual({
      style: 'gemini',
      endpoint: 'https://g.example',
    });
  });
});

describe('resolveConnection for custom models', () => {
  it('uses only the model’s own endpoint, key, headers and body fields', () => {
    const model = customModelToInfo(customRecord);
    const settings: ConnectionSettings = {
      apiKeys: { openai: 'sk-user' },
      endpoints: { openai: 'https://x' },
    };
    expect(resolveConnection(model, settings)).toEqual({
      style: 'openai',
      endpoint: 'https://router.example/v1/chat/completions',
      apiKey: 'sk-custom',
      headers: { 'X-Title': 'Confab' },
      bodyFields: { provider: { order: ['a'] } },
    });
  });

  it('never lends the user’s provider key to a custom endpoint', () => {
    const model = customModelToInfo({ ...customRecord, apiKey: undefined, headers: [], bodyFields: {} });
    expect(resolveConnection(model, { apiKeys: { openai: 'sk-user' }, endpoints: {} })).toEqual({
      style: 'openai',
      endpoint: 'https://router.example/v1/chat/completions',
    });
  });
});

describe('customModelToInfo', () => {
  it('maps the record to the list entry', () => {
    expect(customModelToInfo(customRecord)).toMatchObject({
      id: 'record-1',
      title: 'Router',
      icon: '🛰️',
      style: 'openai',
      contextWindow: 32_000,
      pricing: { inputPerMillionTokens: 1, outputPerMillionTokens: 0 },
      source: 'custom',
      providerModelID: 'vendor/model-x',
      supportsImages: false,
    });
  });

  it('has no price when none is given, an unknown window, and falls back to the model id as title', () => {
    const info = customModelToInfo({
      ...customRecord,
      pricing: undefined,
      contextLength: undefined,
      title: ' ',
    });
    expect(info.pricing).toBeUndefined();
    expect(info.contextWindow).toBe(0);
    expect(info.title).toBe('vendor/model-x');
  });
});

describe('localModelsToInfo', () => {
  it('prefixes ids with the server and keeps the discovered connection', () => {
    const connection = { style: 'openai' as const, endpoint: 'http://localhost:11434/v1/chat/completions' };
    const models = localModelsToInfo([
      {
        name: 'Ollama',
        connection,
        models: [
          { id: 'llama3.2', contextWindow: 8192 },
          { id: 'qwen3', title: 'Qwen 3' },
        ],
      },
    ]);
    expect(models).toEqual([
      {
        id: 'local:Ollama:llama3.2',
        title: 'llama3.2',
        style: 'openai',
        contextWindow: 8192,
        supportsImages: false,
        supportsReasoning: false,
        source: 'local',
        providerModelID: 'llama3.2',
        connection,
        localServerName: 'Ollama',
      },
      expect.objectContaining({ id: 'local:Ollama:qwen3', title: 'Qwen 3', contextWindow: 0 }),
    ]);
    expect(resolveConnection(models[0] as ModelInfo, noSettings)).toBe(connection);
  });
});

describe('isModelReady', () => {
  it('needs a key or an endpoint override for built-ins, nothing for custom or local', () => {
    expect(isModelReady(builtIn('gpt-4o'), noSettings)).toBe(false);
    expect(isModelReady(builtIn('gpt-4o'), { apiKeys: { openai: 'k' }, endpoints: {} })).toBe(true);
    expect(isModelReady(builtIn('gpt-4o'), { apiKeys: {}, endpoints: { openai: 'http://l' } })).toBe(true);
    expect(isModelReady(builtIn('claude-opus-4-1'), { apiKeys: { openai: 'k' }, endpoints: {} })).toBe(false);
    expect(isModelReady(customModelToInfo(customRecord), noSettings)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { providerStyle } from '@confab/core/providers';
import {
  draftFromModel,
  emptyDraft,
  readDraft,
  withEndpointStyle,
  type CustomModelDraft,
} from './custom-model-draft.ts';

function draft(change: Partial<CustomModelDraft>): CustomModelDraft {
  return { ...emptyDraft(), title: 'Mine', modelID: 'llama3.2', ...change };
}

describe('readDraft', () => {
  it('requires a title, a model id and an http(s) endpoint', () => {
    const result = readDraft({ ...emptyDraft(), endpointURL: 'ftp://example.com' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.fields).toEqual({
      title: 'required',
      modelID: 'required',
      endpointURL: 'invalidURL',
    });
    const blank = readDraft(draft({ endpointURL: '  ' }));
    expect(blank.ok ? null : blank.errors.fields).toEqual({ endpointURL: 'required' });
  });

  it('checks the body fields are a JSON object', () => {
    const broken = readDraft(draft({ bodyFields: '{"a": ' }));
    expect(broken.ok ? null : broken.errors.fields.bodyFields).toBe('invalidJSON');
    const list = readDraft(draft({ bodyFields: '[1]' }));
    expect(list.ok ? null : list.errors.fields.bodyFields).toBe('notAnObject');
  });

  it('checks numbers, icons and header names', () => {
    const result = readDraft(
      draft({
        contextWindow: '1.5',
        inputPrice: '-1',
        outputPrice: 'cheap',
        icon: 'not an icon',
        headers: [
          { name: 'Bad Name', value: 'x' },
          { name: '', value: '' },
          { name: '', value: 'orphan' },
        ],
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.fields).toEqual({
      contextWindow: 'invalidWholeNumber',
      inputPrice: 'invalidPrice',
      outputPrice: 'invalidPrice',
      icon: 'invalidIcon',
    });
    expect(result.errors.headers).toEqual({ 0: 'invalidHeaderName', 2: 'required' });
  });

  it('builds the record fields, trimming and dropping empty parts', () => {
    const result = readDraft(
      draft({
        title: '  Local llama ',
        icon: '🦙',
        apiKey: ' ',
        endpointURL: ' http://localhost:11434/v1/chat/completions ',
        headers: [
          { name: ' X-Team ', value: 'blue' },
          { name: '', value: '' },
        ],
        bodyFields: '{"keep_alive": "5m"}',
        contextWindow: '8192',
        inputPrice: '0',
        outputPrice: '',
        supportsImages: true,
      }),
    );
    expect(result).toEqual({
      ok: true,
      fields: {
        title: 'Local llama',
        modelID: 'llama3.2',
        icon: '🦙',
        endpointStyle: 'openai',
        endpointURL: 'http://localhost:11434/v1/chat/completions',
        apiKey: undefined,
        headers: [{ name: 'X-Team', value: 'blue' }],
        bodyFields: { keep_alive: '5m' },
        contextLength: 8192,
        pricing: { inputPerMillionTokens: 0, outputPerMillionTokens: undefined },
        supportsImages: true,
        supportsReasoning: false,
      },
    });
  });

  it('accepts an image address as the icon', () => {
    expect(readDraft(draft({ icon: 'https://example.com/logo.png' })).ok).toBe(true);
  });
});

describe('withEndpointStyle', () => {
  it('swaps an untouched default endpoint and keeps a typed one', () => {
    expect(withEndpointStyle(emptyDraft(), 'anthropic').endpointURL).toBe(
      providerStyle('anthropic').defaultEndpoint,
    );
    const typed = { ...emptyDraft(), endpointURL: 'https://proxy.example/v1/messages' };
    expect(withEndpointStyle(typed, 'anthropic').endpointURL).toBe('https://proxy.example/v1/messages');
  });
});

describe('draftFromModel', () => {
  it('round-trips a stored model through the form', () => {
    const result = readDraft(draft({ bodyFields: '{"a": 1}', contextWindow: '100', outputPrice: '2' }));
    if (!result.ok) throw new Error('draft should be valid');
    const record = { ...result.fields, id: 'x', createdAt: 1, updatedAt: 1, syncedAt: null };
    expect(readDraft(draftFromModel(record))).toEqual(result);
  });
});

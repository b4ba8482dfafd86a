import { describe, expect, it } from 'vitest';
import { chooseDefaultModelID } from '../../src/models/index.ts';

const models = [
  { id: 'gpt-5', ready: false },
  { id: 'claude-sonnet-4-5', ready: true },
];

describe('chooseDefaultModelID', () => {
  it('lets a forcing host win over the user’s choice', () => {
    expect(chooseDefaultModelID({ forcedModelID: 'host-model', savedModelID: 'gpt-5', models })).toBe(
      'host-model',
    );
  });

  it('prefers the user’s choice over the host’s suggestion', () => {
    expect(chooseDefaultModelID({ savedModelID: 'gpt-5', hostModelID: 'o3', models })).toBe('gpt-5');
    expect(chooseDefaultModelID({ savedModelID: '', hostModelID: 'o3', models })).toBe('o3');
  });

  it('falls back to the first model that can answer, then the first model', () => {
    expect(chooseDefaultModelID({ models })).toBe('claude-sonnet-4-5');
    expect(chooseDefaultModelID({ models: [{ id: 'a', ready: false }] })).toBe('a');
    expect(chooseDefaultModelID({ models: [] })).toBe('');
  });
});

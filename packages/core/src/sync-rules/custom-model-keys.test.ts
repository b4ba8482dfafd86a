import { describe, expect, it } from 'vitest';
import { carriesPlainKey, withLocalKeys, withSyncableKeys } from './record-keys.ts';

const lockedKey = 'encrypted-v1.600000.c2FsdA.aXY.Y2lwaGVy.1234';

describe('the key rules of custom models', () => {
  it('push a locked key only with the API keys category on, and never a plain one', () => {
    const locked = { id: 'm1', title: 'A', apiKey: lockedKey };
    expect(withSyncableKeys('customModel', locked, true)).toEqual(locked);
    expect(withSyncableKeys('customModel', locked, false)).toEqual({ id: 'm1', title: 'A' });
    expect(withSyncableKeys('customModel', { id: 'm1', apiKey: 'sk-plain' }, true)).toEqual({ id: 'm1' });
    expect(withSyncableKeys('customModel', { id: 'm1' }, true)).toEqual({ id: 'm1' });
  });

  it('call a plain key, whatever its type, a plain key; an empty or locked one is not', () => {
    expect(carriesPlainKey('customModel', { apiKey: 'sk-plain' })).toBe(true);
    expect(carriesPlainKey('customModel', { apiKey: 42 })).toBe(true);
    expect(carriesPlainKey('customModel', { apiKey: lockedKey })).toBe(false);
    expect(carriesPlainKey('customModel', { apiKey: '' })).toBe(false);
    expect(carriesPlainKey('customModel', {})).toBe(false);
    // Other kinds' fields named apiKey are not keys of the vault.
    expect(carriesPlainKey('prompt', { apiKey: 'sk-plain' })).toBe(false);
  });

  it('keep the local key only where the arriving version has none', () => {
    expect(withLocalKeys('customModel', { id: 'm1' }, { apiKey: 'sk-local' })).toEqual({
      id: 'm1',
      apiKey: 'sk-local',
    });
    expect(withLocalKeys('customModel', { id: 'm1', apiKey: lockedKey }, { apiKey: 'sk-local' })).toEqual({
      id: 'm1',
      apiKey: lockedKey,
    });
    expect(withLocalKeys('customModel', { id: 'm1' }, undefined)).toEqual({ id: 'm1' });
  });
});

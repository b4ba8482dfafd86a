import { describe, expect, it } from 'vitest';
import { requestPersistentStorage } from '../src/index.ts';

describe('requestPersistentStorage', () => {
  it('reports a grant', async () => {
    let asked = 0;
    const navigator = { storage: { persist: () => Promise.resolve(++asked > 0) } };
    expect(await requestPersistentStorage(navigator)).toBe('granted');
    expect(asked).toBe(1);
  });

  it('does not ask again when storage is already persisted', async () => {
    let asked = 0;
    const navigator = {
      storage: { persisted: () => Promise.resolve(true), persist: () => Promise.resolve(++asked > 0) },
    };
    expect(await requestPersistentStorage(navigator)).toBe('granted');
    expect(asked).toBe(0);
  });

  it('reports a refusal', async () => {
    const navigator = { storage: { persist: () => Promise.resolve(false) } };
    expect(await requestPersistentStorage(navigator)).toBe('denied');
  });

  it('never throws, even when the browser does', async () => {
    const navigator = { storage: { persist: () => Promise.reject(new Error('SecurityError')) } };
    expect(await requestPersistentStorage(navigator)).toBe('denied');
  });

  it('reports unsupported without a storage manager', async () => {
    expect(await requestPersistentStorage({})).toBe('unsupported');
    expect(await requestPersistentStorage({ storage: {} })).toBe('unsupported');
  });
});

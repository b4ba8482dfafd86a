import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@confab/storage-browser';
import { clearLocalData, type LocalDataPlaces } from './clear-local-data.ts';

function fakeDeletion() {
  const deleted: string[] = [];
  const deleteDatabase = (name: string) => {
    deleted.push(name);
    const request = {} as IDBOpenDBRequest;
    setTimeout(() => {
      request.onsuccess?.call(request, new Event('success'));
    }, 0);
    return request;
  };
  return { deleted, deleteDatabase };
}

describe('clearLocalData', () => {
  it('closes the store, then deletes every database, Web Storage, caches and service workers', async () => {
    const storage = createMemoryStorage();
    const close = vi.spyOn(storage, 'close');
    const { deleted, deleteDatabase } = fakeDeletion();
    const unregister = vi.fn(() => Promise.resolve(true));
    const places: LocalDataPlaces = {
      indexedDB: {
        deleteDatabase,
        databases: () =>
          Promise.resolve([
            { name: 'confab', version: 20 },
            { name: 'confab-search', version: 1 },
          ]),
      },
      localStorage: { clear: vi.fn() },
      sessionStorage: { clear: vi.fn() },
      caches: { keys: () => Promise.resolve(['app-shell']), delete: vi.fn(() => Promise.resolve(true)) },
      serviceWorker: { getRegistrations: () => Promise.resolve([{ unregister }]) },
    };
    await clearLocalData(storage, places);
    expect(close).toHaveBeenCalledTimes(1);
    expect(deleted.sort()).toEqual(['confab', 'confab-search']);
    expect(places.localStorage.clear).toHaveBeenCalled();
    expect(places.sessionStorage.clear).toHaveBeenCalled();
    expect(places.caches?.delete).toHaveBeenCalledWith('app-shell');
    expect(unregister).toHaveBeenCalled();
  });

  it('deletes the app database by name where the browser cannot list databases', async () => {
    const { deleted, deleteDatabase } = fakeDeletion();
    await clearLocalData(createMemoryStorage(), {
      indexedDB: { deleteDatabase },
      localStorage: { clear: () => undefined },
      sessionStorage: { clear: () => undefined },
    });
    expect(deleted).toEqual(['confab']);
  });

  it('empties the origin private file system too', async () => {
    const { deleteDatabase } = fakeDeletion();
    const removed: string[] = [];
    const root = {
      async *keys() {
        await Promise.resolve();
        yield 'knowledge-index';
        yield 'reader-cache.bin';
      },
      removeEntry: (name: string) => {
        removed.push(name);
        return Promise.resolve();
      },
    };
    await clearLocalData(createMemoryStorage(), {
      indexedDB: { deleteDatabase },
      localStorage: { clear: () => undefined },
      sessionStorage: { clear: () => undefined },
      privateFiles: () => Promise.resolve(root as unknown as FileSystemDirectoryHandle),
    });
    expect(removed).toEqual(['knowledge-index', 'reader-cache.bin']);
  });
});

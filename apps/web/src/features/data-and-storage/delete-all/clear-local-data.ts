import type { StoragePort } from '@confab/core';
import { defaultDatabaseName } from '@confab/storage-browser';

/** What "Delete all" clears; the browser's own objects in the app, fakes in tests. */
export interface LocalDataPlaces {
  indexedDB: Pick<IDBFactory, 'deleteDatabase'> & { databases?: () => Promise<IDBDatabaseInfo[]> };
  localStorage: Pick<Storage, 'clear'>;
  sessionStorage: Pick<Storage, 'clear'>;
  caches?: Pick<CacheStorage, 'keys' | 'delete'>;
  serviceWorker?: { getRegistrations: () => Promise<readonly { unregister: () => Promise<boolean> }[]> };
  /** The origin private file system (`navigator.storage.getDirectory()`), where workers may keep files. */
  privateFiles?: () => Promise<Pick<FileSystemDirectoryHandle, 'keys' | 'removeEntry'>>;
}

/**
 * How long a deletion may stay blocked by a connection of another tab before the rest goes on.
 * Confab's connections close themselves on `versionchange`, so this is for a tab that hangs; the
 * deletion still completes once that connection closes.
 */
const blockedWaitMilliseconds = 3000;
/** A deletion that answers nothing at all (a broken browser profile) must not leave the page waiting. */
const silentWaitMilliseconds = 30_000;

function deleteDatabase(factory: LocalDataPlaces['indexedDB'], name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = factory.deleteDatabase(name);
    const timer = setTimeout(resolve, silentWaitMilliseconds);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    request.onsuccess = done;
    request.onerror = done;
    request.onblocked = () => {
      setTimeout(done, blockedWaitMilliseconds);
    };
  });
}

/** Every database of this origin: the origin is Confab's, and the list includes the search index's. */
async function databaseNames(factory: LocalDataPlaces['indexedDB']): Promise<string[]> {
  const names = new Set([defaultDatabaseName]);
  try {
    for (const info of (await factory.databases?.()) ?? []) if (info.name) names.add(info.name);
  } catch {
    // Listing is optional (older browsers); the app's own database is deleted by name.
  }
  return [...names];
}

function currentPlaces(): LocalDataPlaces {
  // Absent outside secure contexts and in older browsers, whatever the DOM types say.
  const storageManager = (navigator as Partial<Navigator>).storage as Partial<StorageManager> | undefined;
  const getDirectory = storageManager?.getDirectory?.bind(storageManager);
  return {
    indexedDB,
    localStorage,
    sessionStorage,
    ...(typeof caches === 'undefined' ? {} : { caches }),
    ...('serviceWorker' in navigator ? { serviceWorker: navigator.serviceWorker } : {}),
    ...(getDirectory ? { privateFiles: getDirectory } : {}),
  };
}

/**
 * Spec "Delete all": closes the store, then deletes every IndexedDB database, Web Storage, Cache
 * Storage and the service worker of this origin. The caller reloads: the app then starts empty.
 * Storage is closed first so no write of this tab lands after the deletion.
 */
export async function clearLocalData(
  storage: StoragePort,
  places: LocalDataPlaces = currentPlaces(),
): Promise<void> {
  await storage.close();
  const names = await databaseNames(places.indexedDB);
  await Promise.all(names.map((name) => deleteDatabase(places.indexedDB, name)));
  places.localStorage.clear();
  places.sessionStorage.clear();
  if (places.caches) {
    const cacheNames = await places.caches.keys();
    const cacheStorage = places.caches;
    await Promise.all(cacheNames.map((name) => cacheStorage.delete(name)));
  }
  if (places.serviceWorker) {
    const registrations = await places.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  }
  if (places.privateFiles) await clearPrivateFiles(places.privateFiles);
}

/** Files and derived data (a knowledge index, a reader's cache) kept outside IndexedDB go too. */
async function clearPrivateFiles(open: NonNullable<LocalDataPlaces['privateFiles']>): Promise<void> {
  try {
    const root = await open();
    const names: string[] = [];
    for await (const name of root.keys()) names.push(name);
    await Promise.all(names.map((name) => root.removeEntry(name, { recursive: true })));
  } catch {
    // A browser without the private file system, or an entry another tab holds open: nothing to do.
  }
}

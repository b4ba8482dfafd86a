import { requestResult } from '@confab/storage-browser';
import type {
  SearchSnapshot,
  SearchSnapshotStore,
  SnapshotPostings,
  SnapshotState,
} from '@confab/core/search';

const storeName = 'snapshot';
const stateKey = 'state';
const postingsKey = 'postings';

function openSnapshotDatabase(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(storeName);
    };
    request.onsuccess = () => {
      const database = request.result;
      // "Delete all" deletes every database of the origin: never block it.
      database.onversionchange = () => {
        database.close();
      };
      resolve(database);
    };
    request.onerror = () => {
      reject(request.error ?? new Error('The search index database could not be opened'));
    };
  });
}

function settled(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => {
      resolve();
    };
    transaction.onabort = () => {
      reject(transaction.error ?? new Error('Saving the search index was aborted'));
    };
  });
}

/**
 * The index's snapshot in its own database next to the app's (`<app database>-search`), so the app's
 * schema never carries it and deleting it loses nothing but a rebuild. Two rows: the large sorted
 * postings and the small state, written in one transaction. That transaction also reads the stored
 * state first and keeps it when its sequence is higher: with several tabs, each with its own worker,
 * the index that has read further wins, and readwrite transactions run one at a time, so the check
 * and the write cannot interleave with another tab's.
 */
export function indexedDbSnapshots(appDatabaseName: string): SearchSnapshotStore {
  const opening = openSnapshotDatabase(`${appDatabaseName}-search`);
  opening.catch(() => undefined);
  return {
    load: async () => {
      const store = (await opening).transaction(storeName, 'readonly').objectStore(storeName);
      const [state, frozen] = await Promise.all([
        requestResult(store.get(stateKey)) as Promise<SnapshotState | undefined>,
        requestResult(store.get(postingsKey)) as Promise<SnapshotPostings | undefined>,
      ]);
      return state && frozen ? ({ state, frozen } satisfies SearchSnapshot) : undefined;
    },
    save: async ({ state, frozen }) => {
      const transaction = (await opening).transaction(storeName, 'readwrite');
      const done = settled(transaction);
      const store = transaction.objectStore(storeName);
      const stored = (await requestResult(store.get(stateKey))) as SnapshotState | undefined;
      if (stored && stored.sequence > state.sequence) {
        await done;
        return;
      }
      if (stored?.generation !== frozen.generation) store.put(frozen, postingsKey);
      store.put(state, stateKey);
      await done;
    },
  };
}

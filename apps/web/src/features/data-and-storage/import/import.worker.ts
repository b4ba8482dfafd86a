import { cryptoRandom, systemClock } from '@confab/core/ports';
import { createIndexedDbStorage } from '@confab/storage-browser';
import type { ImportWorkerRequest, ImportWorkerResponse } from './import-protocol.ts';
import { ImportSession } from './worker/import-session.ts';

// The app compiles with the DOM library; a dedicated worker's global scope has the same two calls.
const scope = self as unknown as {
  postMessage: (message: ImportWorkerResponse) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent<ImportWorkerRequest>) => void) => void;
};

/** One worker per import: the page terminates it when the dialog closes. */
const session = new ImportSession({
  post: (response) => {
    scope.postMessage(response);
  },
  // Its change events reach the open tabs over the storage package's BroadcastChannel.
  openStorage: (databaseName) => createIndexedDbStorage({ databaseName }),
  uuid: () => cryptoRandom.uuid(),
  now: () => systemClock.now(),
});

scope.addEventListener('message', (event) => {
  void session.handle(event.data);
});

import { createConditionWaits } from '@confab/core';
import { SearchService } from '@confab/core/search';
import type { SearchWorkerRequest, SearchWorkerResponse } from './search-protocol.ts';
import { indexedDbSnapshots } from './worker/snapshot-store.ts';
import { workerSearchSource } from './worker/worker-search-source.ts';

// The app compiles with the DOM library; a dedicated worker's global scope has the same two calls.
const scope = self as unknown as {
  postMessage: (message: SearchWorkerResponse) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent<SearchWorkerRequest>) => void) => void;
};

let service: SearchService | undefined;
/** True while the page says an answer is streaming: the index's background work waits for it. */
let streaming = false;
/** A search was asked for: the index is wanted now, streaming or not (until ready, it waits for it). */
let searched = false;
const waits = createConditionWaits();

function setStreaming(next: boolean): void {
  streaming = next;
  waits.changed();
}

async function waitWhile(blocked: () => boolean): Promise<void> {
  // A turn of the event loop before deciding, so a message the page posted meanwhile is read first:
  // the hold an answer's start sends (the restore used to decide before reading it and run into the
  // stream), or a search, answered from titles while the index is not ready.
  await new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
  await waits.waitWhile(blocked);
}

function startService(databaseName: string): SearchService {
  service ??= new SearchService(workerSearchSource(databaseName), {
    now: () => performance.now(),
    setTimer: (callback, milliseconds) => setTimeout(callback, milliseconds),
    snapshots: indexedDbSnapshots(databaseName),
    pause: () => waitWhile(() => streaming && !searched),
    beforeSave: () => waitWhile(() => streaming),
    onStatus: (status) => {
      scope.postMessage({ type: 'status', status });
    },
    onSaved: ({ sequence, milliseconds }) => {
      scope.postMessage({ type: 'saved', sequence, milliseconds });
    },
    onError: (error) => {
      console.warn('Search index:', error);
    },
  });
  void service.start();
  return service;
}

scope.addEventListener('message', (event) => {
  const request = event.data;
  if (request.type === 'start') {
    setStreaming(request.held);
    startService(request.databaseName);
    return;
  }
  if (request.type === 'hold') {
    setStreaming(request.held);
    return;
  }
  searched = true;
  setStreaming(streaming);
  const started = performance.now();
  const running = service;
  if (!running) {
    scope.postMessage({ type: 'failure', requestID: request.requestID, message: 'Search is not started' });
    return;
  }
  running.search(request.query, request.limit).then(
    (answer) => {
      scope.postMessage({
        type: 'answer',
        requestID: request.requestID,
        answer,
        milliseconds: performance.now() - started,
      });
    },
    (error: unknown) => {
      scope.postMessage({ type: 'failure', requestID: request.requestID, message: String(error) });
    },
  );
});

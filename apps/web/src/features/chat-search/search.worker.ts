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

function startService(databaseName: string): SearchService {
  service ??= new SearchService(workerSearchSource(databaseName), {
    now: () => performance.now(),
    setTimer: (callback, milliseconds) => setTimeout(callback, milliseconds),
    snapshots: indexedDbSnapshots(databaseName),
    // A turn of the event loop between build batches, so searches (answered from titles) get in.
    pause: () =>
      new Promise((resolve) => {
        setTimeout(resolve, 0);
      }),
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
    startService(request.databaseName);
    return;
  }
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

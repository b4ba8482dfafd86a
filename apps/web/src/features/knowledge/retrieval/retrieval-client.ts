import { defaultDatabaseName } from '@confab/storage-browser';
import type { RetrievedPassage } from '@confab/core/knowledge';
import type { RetrievalRequest } from './knowledge-retriever.ts';
import type { RetrievalWorkerRequest, RetrievalWorkerResponse } from './retrieval-protocol.ts';

/** How retrieval reaches the index: the worker in the app, an in-thread retriever in tests. */
export interface RetrievalClient {
  retrieve(request: RetrievalRequest): Promise<RetrievedPassage[]>;
}

interface Pending {
  resolve: (passages: RetrievedPassage[]) => void;
  reject: (error: Error) => void;
}

/**
 * The index lives in a module worker with its own connection to the database, so building it over
 * many documents never blocks typing (the chat search does the same).
 */
export function createWorkerRetrievalClient(databaseName = defaultDatabaseName): RetrievalClient {
  const worker = new Worker(new URL('./retrieval.worker.ts', import.meta.url), {
    type: 'module',
    name: 'confab-knowledge',
  });
  const pending = new Map<number, Pending>();
  let nextRequestID = 1;
  const send = (message: RetrievalWorkerRequest) => {
    worker.postMessage(message);
  };
  worker.addEventListener('message', (event: MessageEvent<RetrievalWorkerResponse>) => {
    const response = event.data;
    const waiting = pending.get(response.requestID);
    pending.delete(response.requestID);
    if (response.type === 'answer') waiting?.resolve(response.passages);
    else waiting?.reject(new Error(response.message));
  });
  worker.addEventListener('error', (event) => {
    for (const waiting of pending.values()) waiting.reject(new Error(event.message || 'Retrieval failed'));
    pending.clear();
  });
  send({ type: 'start', databaseName });
  return {
    retrieve: (request) =>
      new Promise((resolve, reject) => {
        const requestID = nextRequestID;
        nextRequestID += 1;
        pending.set(requestID, { resolve, reject });
        send({ type: 'retrieve', requestID, request });
      }),
  };
}

let shared: RetrievalClient | undefined;

/** The app's one retrieval worker, started on first use. */
export function sharedRetrievalClient(): RetrievalClient {
  shared ??= createWorkerRetrievalClient();
  return shared;
}

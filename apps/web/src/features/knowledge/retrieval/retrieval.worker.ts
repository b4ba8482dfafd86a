import { createIndexedDbStorage, openConfabDatabase } from '@confab/storage-browser';
import { KnowledgeRetriever } from './knowledge-retriever.ts';
import type { RetrievalWorkerRequest, RetrievalWorkerResponse } from './retrieval-protocol.ts';

// The app compiles with the DOM library; a dedicated worker's global scope has the same two calls.
const scope = self as unknown as {
  postMessage: (message: RetrievalWorkerResponse) => void;
  addEventListener: (
    type: 'message',
    listener: (event: MessageEvent<RetrievalWorkerRequest>) => void,
  ) => void;
};

let retriever: KnowledgeRetriever | undefined;

/**
 * The worker opens the database itself and hears every tab's writes (the main thread's too) over the
 * storage package's BroadcastChannel, so chunk changes reach the index without the page's help.
 */
function startRetriever(databaseName: string): KnowledgeRetriever {
  if (retriever) return retriever;
  const storage = createIndexedDbStorage({ databaseName, database: openConfabDatabase({ databaseName }) });
  retriever = new KnowledgeRetriever(storage);
  retriever.start().catch((error: unknown) => {
    console.warn('The knowledge index could not be built', error);
  });
  return retriever;
}

scope.addEventListener('message', (event) => {
  const message = event.data;
  if (message.type === 'start') {
    startRetriever(message.databaseName);
    return;
  }
  if (!retriever) {
    scope.postMessage({ type: 'failure', requestID: message.requestID, message: 'Retrieval is not started' });
    return;
  }
  retriever.retrieve(message.request).then(
    (passages) => {
      scope.postMessage({ type: 'answer', requestID: message.requestID, passages });
    },
    (error: unknown) => {
      scope.postMessage({ type: 'failure', requestID: message.requestID, message: String(error) });
    },
  );
});

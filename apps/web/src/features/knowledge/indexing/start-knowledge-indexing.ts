// Starts the indexing service in the background once the page has loaded and gone idle, in one tab
// only: a Web Lock is held by the indexing tab for as long as it is open, and the next tab waiting
// for the lock takes over when it closes, so no document is read twice at once.
import type { StoragePort } from '@confab/core';
import { chunkDocument, chunkerVersion } from '@confab/core/knowledge';
import { sharedRetrievalClient } from '../retrieval/retrieval-client.ts';
import { readDocumentOffPage } from './document-reader.ts';
import { createIndexingService, type IndexingService } from './indexing-service.ts';
import type { EmbeddingModel, IndexingStatus, ReadDocument } from './indexing-ports.ts';

export const indexingLockName = 'confab-knowledge-indexing';

/** Long enough after load that reading documents never competes with the first screen. */
const startDelayMilliseconds = 1_500;

export interface KnowledgeIndexingHandle {
  stop(): void;
  /** Plans again: call when the embedding model or its key changed. */
  refresh(): void;
  /** Forgets every reading state; the indexing tab (this or another) reads everything again. */
  reindexAll(): Promise<void>;
}

export interface StartKnowledgeIndexingOptions {
  storage: StoragePort;
  embeddingModel: () => EmbeddingModel | undefined;
  readDocument?: ReadDocument;
  onStatus?: (status: IndexingStatus) => void;
}

function afterFirstPaint(callback: () => void): () => void {
  let timer: number | undefined;
  const start = () => {
    timer = window.setTimeout(() => {
      if ('requestIdleCallback' in window)
        window.requestIdleCallback(callback, { timeout: startDelayMilliseconds });
      else callback();
    }, startDelayMilliseconds);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    window.clearTimeout(timer);
  };
}

/**
 * Starts the retrieval worker's index build in the background when there is something to index, so
 * the first prompt that uses knowledge does not wait for it. Without Web Workers (component tests)
 * it does nothing.
 */
function warmUpRetrieval(storage: StoragePort): void {
  if (typeof Worker === 'undefined') return;
  storage.knowledgeChunks.count().then(
    (count) => {
      if (count > 0) sharedRetrievalClient();
    },
    (error: unknown) => {
      console.warn('The knowledge index could not be counted', error);
    },
  );
}

export function startKnowledgeIndexing(options: StartKnowledgeIndexingOptions): KnowledgeIndexingHandle {
  const service: IndexingService = createIndexingService({
    storage: options.storage,
    readDocument: options.readDocument ?? readDocumentOffPage,
    chunkDocument: (document, { fileID }) => chunkDocument(document, { fileID }),
    chunkerVersion,
    embeddingModel: options.embeddingModel,
    now: () => Date.now(),
    ...(options.onStatus ? { onStatus: options.onStatus } : {}),
  });
  const released = new AbortController();
  const run = () => {
    warmUpRetrieval(options.storage);
    if (typeof navigator !== 'undefined' && 'locks' in navigator) {
      navigator.locks
        .request(indexingLockName, { signal: released.signal }, () => service.run())
        .catch((error: unknown) => {
          if (!released.signal.aborted) console.warn('Knowledge indexing stopped', error);
        });
    } else {
      service.run().catch((error: unknown) => {
        console.warn('Knowledge indexing stopped', error);
      });
    }
  };
  const cancelStart = afterFirstPaint(run);
  return {
    stop: () => {
      cancelStart();
      released.abort();
      service.stop();
    },
    refresh: () => {
      service.refresh();
    },
    reindexAll: () => service.reindexAll(),
  };
}

import type { RetrievedPassage } from '@confab/core/knowledge';
import type { RetrievalRequest } from './knowledge-retriever.ts';

/** Messages from the page to the retrieval worker. */
export type RetrievalWorkerRequest =
  | { type: 'start'; databaseName: string }
  | { type: 'retrieve'; requestID: number; request: RetrievalRequest };

/** Messages from the retrieval worker to the page. */
export type RetrievalWorkerResponse =
  | { type: 'answer'; requestID: number; passages: RetrievedPassage[] }
  | { type: 'failure'; requestID: number; message: string };

import { createConditionWaits } from '@confab/core';
import { defaultDatabaseName } from '@confab/storage-browser';
import type { SearchAnswer } from '@confab/core/search';
import type { SearchWorkerRequest, SearchWorkerResponse } from './search-protocol.ts';

/** How the results list asks for matches; the worker client in the app, a local one in tests. */
export interface SearchClient {
  search(query: string, limit: number): Promise<SearchAnswer>;
  /** Resolves once the full index is ready; an incomplete answer (titles only) is asked again then. */
  whenComplete(): Promise<void>;
}

/** Set when the first index build is done; its detail is the worker's SearchStatus (for the bench). */
export const searchIndexReadyMark = 'confab:search-index-ready';
/** Set when the worker has saved its index; its detail: the sequence and the time taken (for the bench). */
export const searchIndexSavedMark = 'confab:search-index-saved';
/** Set for each answer; its detail holds the worker's own time for the query (for the bench). */
export const searchAnswerMark = 'confab:search-answer';

interface Pending {
  resolve: (answer: SearchAnswer) => void;
  reject: (error: Error) => void;
}

/** Whether an answer is streaming, as last told; the worker is told at its start and on each change. */
let answersArriving = false;
let holdWorker: ((held: boolean) => void) | undefined;
const answerWaits = createConditionWaits();

/**
 * The search index's restore or build waits while an answer streams: on the 2-core machine the
 * worker's work right after a load took the page's thread 1–2 points of its time during a stream
 * (it shares the cores), and a search answers from titles meanwhile.
 */
export function holdSearchForAnswers(arriving: boolean): void {
  if (arriving === answersArriving) return;
  answersArriving = arriving;
  holdWorker?.(arriving);
  answerWaits.changed();
}

/** Resolves when no answer is streaming: the warm-up starts the worker then. */
export function noAnswerArriving(): Promise<void> {
  return answerWaits.waitWhile(() => answersArriving);
}

/**
 * The index lives in a Web Worker that opens the app's database itself, so the page never loads
 * message bodies for search and building the index never blocks input.
 */
export function createWorkerSearchClient(databaseName = defaultDatabaseName): SearchClient {
  const worker = new Worker(new URL('./search.worker.ts', import.meta.url), {
    type: 'module',
    name: 'confab-search',
  });
  const pending = new Map<number, Pending>();
  let markComplete: () => void = () => undefined;
  const complete = new Promise<void>((resolve) => {
    markComplete = resolve;
  });
  let nextRequestID = 1;
  const send = (request: SearchWorkerRequest) => {
    worker.postMessage(request);
  };
  worker.addEventListener('message', (event: MessageEvent<SearchWorkerResponse>) => {
    const response = event.data;
    if (response.type === 'status') {
      if (response.status.state === 'ready') {
        performance.mark(searchIndexReadyMark, { detail: response.status });
        markComplete();
      }
      return;
    }
    if (response.type === 'saved') {
      const { sequence, milliseconds } = response;
      performance.mark(searchIndexSavedMark, { detail: { sequence, milliseconds } });
      return;
    }
    const waiting = pending.get(response.requestID);
    pending.delete(response.requestID);
    if (response.type === 'answer') {
      performance.mark(searchAnswerMark, { detail: { milliseconds: response.milliseconds } });
      waiting?.resolve(response.answer);
    } else waiting?.reject(new Error(response.message));
  });
  worker.addEventListener('error', (event) => {
    for (const waiting of pending.values()) waiting.reject(new Error(event.message || 'Search failed'));
    pending.clear();
  });
  send({ type: 'start', databaseName, held: answersArriving });
  holdWorker = (held) => {
    send({ type: 'hold', held });
  };
  return {
    search: (query, limit) =>
      new Promise((resolve, reject) => {
        const requestID = nextRequestID;
        nextRequestID += 1;
        pending.set(requestID, { resolve, reject });
        send({ type: 'search', requestID, query, limit });
      }),
    whenComplete: () => complete,
  };
}

let shared: SearchClient | undefined;

/** The app's one search worker, started on first use. */
export function sharedSearchClient(): SearchClient {
  shared ??= createWorkerSearchClient();
  return shared;
}

import type { SearchAnswer, SearchStatus } from '@confab/core/search';

/** Messages from the page to the search worker. */
export type SearchWorkerRequest =
  /** `held`: an answer is streaming, so the index's restore or build waits (see `hold`). */
  | { type: 'start'; databaseName: string; held: boolean }
  /** While held, the index's restore and build pause at their next step; searches still answer. */
  | { type: 'hold'; held: boolean }
  | { type: 'search'; requestID: number; query: string; limit: number };

/** Messages from the search worker to the page. */
export type SearchWorkerResponse =
  | { type: 'status'; status: SearchStatus }
  | { type: 'saved'; sequence: number; milliseconds: number }
  | { type: 'answer'; requestID: number; answer: SearchAnswer; milliseconds: number }
  | { type: 'failure'; requestID: number; message: string };

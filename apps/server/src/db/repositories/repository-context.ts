import { randomUUID } from 'node:crypto';
import type { ConfabDatabase } from '../tables.ts';

/** What every repository needs; the clock and id source are injected so tests are exact. */
export interface RepositoryContext {
  database: ConfabDatabase;
  now: () => Date;
  newID: (prefix: string) => string;
}

export function defaultNewID(prefix: string): string {
  return `${prefix}-${randomUUID()}`;
}

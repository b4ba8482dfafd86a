import type { StorageTableName } from './storage-change.ts';

/** A record that does not match its entity schema was refused before it reached the database. */
export class InvalidRecordError extends Error {
  readonly table: StorageTableName;
  readonly problems: readonly string[];

  constructor(table: StorageTableName, problems: readonly string[]) {
    super(`Invalid ${table} record: ${problems.join('; ')}`);
    this.name = 'InvalidRecordError';
    this.table = table;
    this.problems = problems;
  }
}

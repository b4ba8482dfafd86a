import type { Dexie } from 'dexie';
import type { SchemaVersion } from './schema-version.ts';
import { version1 } from './version-1.ts';
import { version2 } from './version-2.ts';

/** Every schema version ever shipped, oldest first. Append only; see docs/storage.md. */
export const schemaVersions: readonly SchemaVersion[] = [version1, version2];

export const currentSchemaVersion = schemaVersions.length;

/** Declares versions 1..upTo on a database; a test can stop early to build an old database. */
export function declareSchemaVersions(database: Dexie, upTo: number = currentSchemaVersion): void {
  for (const step of schemaVersions) {
    if (step.version > upTo) break;
    const declared = database.version(step.version).stores(step.stores);
    if (step.upgrade) declared.upgrade(step.upgrade);
  }
}

import type { SchemaVersion } from './schema-version.ts';
import { version1 } from './version-1.ts';
import { version2 } from './version-2.ts';
import { version3 } from './version-3.ts';
import { version4 } from './version-4.ts';
import { version5 } from './version-5.ts';

/** Every schema version ever shipped, oldest first. Append only; see docs/storage.md. */
export const schemaVersions: readonly SchemaVersion[] = [version1, version2, version3, version4, version5];

export const currentSchemaVersion = schemaVersions.length;

/**
 * The database was first created through Dexie, which stores schema version n as IndexedDB
 * version n × 10; existing profiles are at that number, so it stays.
 */
export const indexedDbVersionFactor = 10;

import type { TombstoneTableName } from '../../entities/index.ts';
import type { StoragePort, Table } from '../../ports/index.ts';
import type { SyncRecordKind } from '../../sync-rules/index.ts';

/**
 * Record kinds kept in a plain keyed table (chats, messages and settings have their own paths). A
 * blob's record carries its metadata; its bytes go to cloud storage beside it (`uploadBlob`).
 */
export type KeyedKind =
  | 'folder'
  | 'prompt'
  | 'agent'
  | 'plugin'
  | 'profile'
  | 'customModel'
  | 'blob'
  | 'knowledgeCollection'
  | 'file';

// Collections before files, and files after blobs: a device that pulls a page applies them in order.
export const keyedKinds: readonly KeyedKind[] = [
  'folder',
  'prompt',
  'agent',
  'plugin',
  'profile',
  'customModel',
  'blob',
  'knowledgeCollection',
  'file',
];

interface Versioned {
  id: string;
  updatedAt: number;
  syncedAt: number | null;
}

export function keyedTable(storage: StoragePort, kind: KeyedKind): Table<Versioned> {
  const tables: Record<KeyedKind, unknown> = {
    folder: storage.folders,
    prompt: storage.prompts,
    agent: storage.agents,
    plugin: storage.plugins,
    profile: storage.profiles,
    customModel: storage.customModels,
    blob: storage.blobs,
    knowledgeCollection: storage.knowledgeCollections,
    file: storage.files,
  };
  // Every keyed entity carries id and the record times; the schemas check the rest on put.
  return tables[kind] as Table<Versioned>;
}

const kindOfTable: Partial<Record<TombstoneTableName, SyncRecordKind>> = {
  chats: 'chat',
  messages: 'message',
  folders: 'folder',
  agents: 'agent',
  prompts: 'prompt',
  plugins: 'plugin',
  customModels: 'customModel',
  profiles: 'profile',
  settings: 'setting',
  blobs: 'blob',
  files: 'file',
  knowledgeCollections: 'knowledgeCollection',
};

/** The record kind a tombstone stands for. */
export function kindOfTombstone(table: TombstoneTableName): SyncRecordKind | undefined {
  return kindOfTable[table];
}

export function tombstoneTableOf(kind: SyncRecordKind): TombstoneTableName | undefined {
  const entry = Object.entries(kindOfTable).find(([, value]) => value === kind);
  return entry?.[0] as TombstoneTableName | undefined;
}

/** What travels of a local record: everything but the device's own sync mark, and never bytes. */
export function wireData(record: { syncedAt: number | null }): object {
  const { syncedAt: _syncedAt, ...data } = record;
  if (blobBytesOf(data) === undefined) return data;
  const { data: _bytes, ...metadata } = data as { data: Blob };
  return metadata;
}

/** A blob record's bytes, when the record is one: what `uploadBlob` sends before the record goes. */
export function blobBytesOf(record: object): Blob | undefined {
  return 'data' in record && record.data instanceof Blob ? record.data : undefined;
}

import type { TombstoneTableName } from '../../entities/index.ts';
import type { StoragePort, Table } from '../../ports/index.ts';
import type { SyncRecordKind } from '../../sync-rules/index.ts';

/** Record kinds kept in a plain keyed table (chats, messages and settings have their own paths). */
export type KeyedKind = 'folder' | 'prompt' | 'agent' | 'plugin' | 'profile' | 'customModel';

export const keyedKinds: readonly KeyedKind[] = [
  'folder',
  'prompt',
  'agent',
  'plugin',
  'profile',
  'customModel',
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
  };
  // Every keyed entity carries id and the record times; the schemas check the rest on put.
  return tables[kind] as Table<Versioned>;
}

const kindOfTable: Partial<Record<TombstoneTableName, SyncRecordKind>> = {
  chats: 'chat',
  folders: 'folder',
  agents: 'agent',
  prompts: 'prompt',
  plugins: 'plugin',
  customModels: 'customModel',
  profiles: 'profile',
  settings: 'setting',
};

/** The record kind a tombstone stands for; blobs travel through storage, not as records. */
export function kindOfTombstone(table: TombstoneTableName): SyncRecordKind | undefined {
  return kindOfTable[table];
}

export function tombstoneTableOf(kind: SyncRecordKind): TombstoneTableName | undefined {
  const entry = Object.entries(kindOfTable).find(([, value]) => value === kind);
  return entry?.[0] as TombstoneTableName | undefined;
}

/** What travels of a local record: everything but the device's own sync mark. */
export function wireData<T extends { syncedAt: number | null }>(record: T): Omit<T, 'syncedAt'> {
  const { syncedAt: _syncedAt, ...data } = record;
  return data;
}

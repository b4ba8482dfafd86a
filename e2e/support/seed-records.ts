import type { Page } from '@playwright/test';

/**
 * Writes records straight into the app's IndexedDB stores, behind the app's back (the app must have
 * opened the database once). Chats need their index fields (tagIDs, activityAt), as the engine adds.
 * A string expression, not a function: functions break under tsx (docs/footguns.md).
 */
export async function seedRecords(page: Page, records: Record<string, readonly object[]>): Promise<void> {
  await page.evaluate(`new Promise((resolve, reject) => {
    const records = ${JSON.stringify(records)};
    const opening = indexedDB.open('confab');
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const database = opening.result;
      const names = Object.keys(records);
      const transaction = database.transaction(names, 'readwrite');
      for (const name of names) for (const record of records[name]) transaction.objectStore(name).put(record);
      transaction.oncomplete = () => { database.close(); resolve(true); };
      transaction.onerror = () => reject(transaction.error);
    };
  })`);
}

/** Every record of one IndexedDB store, as stored. */
export async function storedRecords(page: Page, store: string): Promise<Record<string, unknown>[]> {
  const records: unknown = await page.evaluate(`new Promise((resolve, reject) => {
    const opening = indexedDB.open('confab');
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const request = opening.result.transaction(${JSON.stringify(store)}).objectStore(${JSON.stringify(store)}).getAll();
      request.onsuccess = () => { resolve(request.result); opening.result.close(); };
    };
  })`);
  return records as Record<string, unknown>[];
}

/** One stored setting's value, for tests that must know a save reached IndexedDB before a reload. */
export async function storedSetting(page: Page, key: string): Promise<unknown> {
  const settings = await storedRecords(page, 'settings');
  return settings.find((setting) => setting.key === key)?.value;
}

export interface SeedChatFields {
  id: string;
  chatTitle?: string;
  updatedAt: number;
  folderID?: string | null;
  favoritedAt?: number | null;
  archivedAt?: number | null;
  tags?: { id: string; name: string }[];
}

/** A stored chat row (metadata only, no messages) as the storage engine writes it. */
export function chatRow(fields: SeedChatFields): object {
  const tags = fields.tags ?? [];
  return {
    id: fields.id,
    chatTitle: fields.chatTitle ?? fields.id,
    tags,
    folderID: fields.folderID ?? null,
    favoritedAt: fields.favoritedAt ?? null,
    archivedAt: fields.archivedAt ?? null,
    preview: '',
    lastMessageCreatedAt: null,
    messageCount: 0,
    createdAt: fields.updatedAt,
    updatedAt: fields.updatedAt,
    syncedAt: null,
    tagIDs: tags.map((tag) => tag.id),
    activityAt: fields.updatedAt,
  };
}

/** A stored folder (project) row. */
export function folderRow(id: string, title: string, settings: object = {}): object {
  const now = Date.now();
  return { id, title, order: 0, open: true, settings, createdAt: now, updatedAt: now, syncedAt: null };
}

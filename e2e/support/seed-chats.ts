import { expect, type Page } from '@playwright/test';

export interface SeedChat {
  id: string;
  chatTitle?: string;
  preview?: string;
  folderID?: string | null;
  favoritedAt?: number | null;
  archivedAt?: number | null;
  tags?: { id: string; name: string }[];
  updatedAt?: number;
  /** Stores one user message holding the preview, so the chat has something to export. */
  withMessage?: boolean;
}

export interface SeedFolder {
  id: string;
  title: string;
  order: number;
  open?: boolean;
}

/**
 * Writes chat metadata and projects straight into the app's IndexedDB, the way its storage engine
 * stores them (chat rows carry the tagIDs and activityAt index fields), then reloads so the app reads
 * them. Page-side code is a string: tsx's __name helper does not exist inside the page.
 */
export async function seedChats(
  page: Page,
  data: { chats?: SeedChat[]; folders?: SeedFolder[]; generated?: { count: number; prefix: string } },
): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  const payload = JSON.stringify({
    chats: data.chats ?? [],
    folders: data.folders ?? [],
    generated: data.generated ?? null,
  });
  await page.evaluate(`(async () => {
    const data = ${payload};
    const base = Date.now() - 1000000;
    const chats = data.chats.map((chat, index) => ({
      chatTitle: '', preview: '', folderID: null, favoritedAt: null, archivedAt: null, tags: [],
      lastMessageCreatedAt: null, messageCount: 0, createdAt: base, updatedAt: base - index * 1000, syncedAt: null,
      ...chat,
    }));
    if (data.generated) {
      for (let index = 0; index < data.generated.count; index += 1) {
        chats.push({
          id: data.generated.prefix + '-' + index, chatTitle: data.generated.prefix + ' chat ' + index,
          preview: 'Preview of chat ' + index, tags: [], folderID: null, favoritedAt: null, archivedAt: null,
          lastMessageCreatedAt: null, messageCount: 0, createdAt: base, updatedAt: base - index * 1000, syncedAt: null,
        });
      }
    }
    const messages = chats.filter((chat) => chat.withMessage).map((chat) => ({
      uuid: chat.id + '-m0', chatID: chat.id, role: 'user', content: chat.preview || 'Hello', parentUUID: null, order: 0,
      createdAt: chat.updatedAt, updatedAt: chat.updatedAt, syncedAt: null,
    }));
    for (const chat of chats) {
      if (chat.withMessage) {
        chat.messageCount = 1;
        chat.currentLeafUUID = chat.id + '-m0';
        chat.lastMessageCreatedAt = chat.updatedAt;
      }
      delete chat.withMessage;
    }
    const rows = chats.map((chat) => ({ ...chat, tagIDs: chat.tags.map((tag) => tag.id), activityAt: chat.lastMessageCreatedAt ?? chat.updatedAt }));
    const folders = data.folders.map((folder) => ({ open: true, settings: {}, createdAt: base, updatedAt: base, syncedAt: null, ...folder }));
    const database = await new Promise((resolve, reject) => {
      const request = indexedDB.open('confab');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    await new Promise((resolve, reject) => {
      const transaction = database.transaction(['chats', 'folders', 'messages'], 'readwrite');
      for (const row of rows) transaction.objectStore('chats').put(row);
      for (const message of messages) transaction.objectStore('messages').put(message);
      for (const folder of folders) transaction.objectStore('folders').put(folder);
      transaction.oncomplete = resolve;
      transaction.onerror = () => reject(transaction.error);
    });
    database.close();
  })()`);
  await page.reload();
}

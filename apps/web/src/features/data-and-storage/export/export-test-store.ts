import { createChatMeta, type Message, type StoragePort } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { settingKeys } from '../../../storage/setting-keys.ts';

const time = Date.UTC(2026, 0, 31, 12);

function message(chatID: string, order: number, extra: Partial<Message> = {}): Message {
  return {
    uuid: `${chatID}-m${order}`,
    chatID,
    role: order % 2 === 0 ? 'user' : 'assistant',
    content: `Message ${order} of ${chatID}`,
    parentUUID: order === 0 ? null : `${chatID}-m${order - 1}`,
    order,
    createdAt: time + order,
    updatedAt: time + order,
    syncedAt: null,
    ...extra,
  };
}

/**
 * A store for the export tests: two chats (one archived, one with an attachment, messages saved out
 * of order), a profile with a plain and an encrypted key, and stored settings.
 */
export async function exportTestStore(): Promise<StoragePort> {
  const storage = createMemoryStorage();
  await storage.blobs.put({
    id: 'blob-1',
    mimeType: 'text/plain',
    size: 5,
    data: new Blob(['hello'], { type: 'text/plain' }),
    createdAt: time,
    updatedAt: time,
    syncedAt: null,
  });
  await storage.blobs.put({
    id: 'blob-unused',
    mimeType: 'text/plain',
    size: 1,
    data: new Blob(['x'], { type: 'text/plain' }),
    createdAt: time,
    updatedAt: time,
    syncedAt: null,
  });
  await storage.saveChatWithMessages(
    { ...createChatMeta({ id: 'chat-a', now: time }), chatTitle: 'First', messageCount: 3 },
    [
      message('chat-a', 2),
      message('chat-a', 0, {
        attachments: [{ blobID: 'blob-1', name: 'hello.txt', mimeType: 'text/plain', size: 5 }],
      }),
      message('chat-a', 1),
    ],
  );
  await storage.saveChatWithMessages(
    {
      ...createChatMeta({ id: 'chat-b', now: time + 10 }),
      chatTitle: 'Archived',
      archivedAt: time + 20,
      messageCount: 1,
    },
    [message('chat-b', 0)],
  );
  await storage.profiles.put({
    id: 'profile-1',
    name: 'Me',
    isCurrent: true,
    assignedAPIKey: { openAIAPIKey: 'sk-plain-key-1234', anthropicAPIKey: 'encrypted-v1.a.b.c.d.WXYZ' },
    createdAt: time,
    updatedAt: time,
    syncedAt: null,
  });
  await storage.profiles.put({
    id: 'profile-2',
    name: 'Plain only',
    isCurrent: false,
    assignedAPIKey: { geminiAPIKey: 'plain-gemini' },
    createdAt: time,
    updatedAt: time,
    syncedAt: null,
  });
  await storage.settings.set({ key: settingKeys.streaming, value: false, updatedAt: time, syncedAt: null });
  await storage.settings.set({
    key: settingKeys.defaultParameters,
    value: { temperature: 0.5, promptCaching: true },
    updatedAt: time,
    syncedAt: null,
  });
  return storage;
}

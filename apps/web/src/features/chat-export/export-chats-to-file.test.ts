import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChatMeta, type Message } from '@confab/core';
import type { ChatsExportFile } from '@confab/core/chat-export';
import { createMemoryStorage } from '@confab/storage-browser';
import { ChatExportError } from './chat-export-error.ts';
import { exportChatsToFile } from './export-chats-to-file.ts';
import { sharePdfChatID } from './share-pdf/share-pdf-route.ts';

function message(chatID: string, uuid: string, order: number, content: string): Message {
  return {
    uuid,
    chatID,
    role: order % 2 === 0 ? 'user' : 'assistant',
    content,
    order,
    createdAt: order + 1,
    updatedAt: order + 1,
    syncedAt: null,
  };
}

/** Captures what the temporary download link would save. */
function captureDownloads() {
  const saved: { fileName: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${String(blobs.size)}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ fileName: this.download, blob });
  });
  return saved;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('exportChatsToFile', () => {
  it('saves the chats with their messages and folders as one _chats.json file', async () => {
    const storage = createMemoryStorage();
    const folder = {
      id: 'fo-work',
      title: 'Work',
      order: 0,
      open: true,
      settings: {},
      createdAt: 1,
      updatedAt: 1,
      syncedAt: null,
    };
    await storage.folders.put(folder);
    await storage.saveChatWithMessages(
      { ...createChatMeta({ id: 'chat-a', now: 5 }), chatTitle: 'A', folderID: 'fo-work' },
      [message('chat-a', 'a1', 0, 'Hello'), message('chat-a', 'a2', 1, 'Hi there')],
    );
    await storage.chats.put(createChatMeta({ id: 'chat-empty', now: 5 }));
    const saved = captureDownloads();

    await exportChatsToFile(storage, ['chat-a', 'chat-empty', 'chat-gone'], 'Confab');

    expect(saved).toHaveLength(1);
    expect(saved[0]?.fileName).toMatch(/^\d{8}_\d{6}_Confab_chats\.json$/);
    const file = JSON.parse((await saved[0]?.blob.text()) ?? '') as ChatsExportFile;
    expect(file.data.chats.map((chat) => [chat.id, chat.messages.map((entry) => entry.content)])).toEqual([
      ['chat-a', ['Hello', 'Hi there']],
    ]);
    expect(file.data.folders.map((entry) => entry.id)).toEqual(['fo-work']);
  });

  it('refuses with nothing-to-export and saves nothing when no chosen chat has a message', async () => {
    const storage = createMemoryStorage();
    await storage.chats.put(createChatMeta({ id: 'chat-empty', now: 5 }));
    const saved = captureDownloads();
    const result = exportChatsToFile(storage, ['chat-empty'], 'Confab');
    await expect(result).rejects.toBeInstanceOf(ChatExportError);
    await expect(result).rejects.toMatchObject({ reason: 'nothing-to-export' });
    await expect(exportChatsToFile(storage, [], '')).rejects.toMatchObject({ reason: 'nothing-to-export' });
    expect(saved).toEqual([]);
  });

  it('reports a storage failure as an export failure', async () => {
    const storage = createMemoryStorage();
    vi.spyOn(storage.chats, 'get').mockRejectedValue(new Error('disk gone'));
    await expect(exportChatsToFile(storage, ['chat-a'], 'Confab')).rejects.toMatchObject({
      reason: 'failed',
      message: 'Export failed. Please try again.',
    });
  });
});

describe('sharePdfChatID', () => {
  it('reads the id on /share-pdf only', () => {
    expect(sharePdfChatID({ pathname: '/share-pdf', search: '?id=abc%201' })).toBe('abc 1');
    expect(sharePdfChatID({ pathname: '/share-pdf', search: '' })).toBe('');
    expect(sharePdfChatID({ pathname: '/', search: '?id=abc' })).toBeNull();
  });
});

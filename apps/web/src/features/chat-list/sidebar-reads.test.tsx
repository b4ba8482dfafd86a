import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createChatMeta, type StoragePort } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { StorageProvider } from '../../storage/app-storage.tsx';
import { sharedSnapshot } from '../../storage/shared-live-read.ts';
import { useSetting } from '../../storage/use-setting.ts';
import { settingKeys } from '../../storage/setting-keys.ts';
import { chatMetasQueryName, foldersQueryName, prepareSidebarReads } from './sidebar-reads.ts';
import { useChatMetas } from './use-chat-metas.ts';
import { useFolders } from './use-folders.ts';
import * as z from 'zod/mini';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function wrapperFor(storage: StoragePort) {
  return ({ children }: { children: ReactNode }) => (
    <StorageProvider storage={storage}>{children}</StorageProvider>
  );
}

async function storageWithChats(): Promise<StoragePort> {
  const storage = createMemoryStorage();
  await storage.chats.put({ ...createChatMeta({ id: 'chat-1', now: 1 }), chatTitle: 'First' });
  await storage.folders.put({
    id: 'fo-1',
    title: 'Work',
    order: 0,
    open: true,
    settings: { files: [] },
    createdAt: 1,
    updatedAt: 1,
    syncedAt: null,
  });
  await storage.settings.set({
    key: settingKeys.chatListSort,
    value: 'oldest',
    updatedAt: 1,
    syncedAt: null,
  });
  return storage;
}

describe('prepareSidebarReads', () => {
  it('reads the chats, projects and sort order before the sidebar mounts, which shows them in its first render', async () => {
    const storage = await storageWithChats();
    prepareSidebarReads(storage);
    await waitFor(() => {
      expect(sharedSnapshot(storage, chatMetasQueryName).loaded).toBe(true);
      expect(sharedSnapshot(storage, foldersQueryName).loaded).toBe(true);
    });
    const queries = vi.spyOn(storage.chats, 'query');
    const list = vi.spyOn(storage.folders, 'list');

    const renders: { chats: string[]; folders: string[]; sort: { value: string; loaded: boolean } }[] = [];
    renderHook(
      () => {
        const sort = useSetting(settingKeys.chatListSort, z.string(), 'recent');
        renders.push({
          chats: useChatMetas().chats.map((chat) => chat.chatTitle),
          folders: useFolders().folders.map((folder) => folder.title),
          sort: { value: sort.value, loaded: sort.loaded },
        });
      },
      { wrapper: wrapperFor(storage) },
    );
    const first = renders[0];
    expect(first).toEqual({ chats: ['First'], folders: ['Work'], sort: { value: 'oldest', loaded: true } });
    expect(queries).not.toHaveBeenCalled();
    expect(list).not.toHaveBeenCalled();
  });

  it('lets the reads go when no sidebar takes them over', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const storage = await storageWithChats();
    prepareSidebarReads(storage);
    await vi.waitFor(() => {
      expect(sharedSnapshot(storage, chatMetasQueryName).loaded).toBe(true);
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sharedSnapshot(storage, chatMetasQueryName).loaded).toBe(false);
    expect(sharedSnapshot(storage, foldersQueryName).loaded).toBe(false);
  });
});

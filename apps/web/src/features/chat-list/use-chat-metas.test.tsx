import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createChatMeta } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { StorageProvider } from '../../storage/app-storage.tsx';
import { useChatMetas } from './use-chat-metas.ts';

afterEach(cleanup);

describe('useChatMetas', () => {
  it('patches the list by id as chats are added, changed and deleted', async () => {
    const storage = createMemoryStorage();
    await storage.chats.put({ ...createChatMeta({ id: 'chat-1', now: 1 }), chatTitle: 'First' });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StorageProvider storage={storage}>{children}</StorageProvider>
    );
    const { result } = renderHook(() => useChatMetas(), { wrapper });
    await waitFor(() => {
      expect(result.current.loaded).toBe(true);
    });
    const titles = () => result.current.chats.map((chat) => chat.chatTitle).sort();
    expect(titles()).toEqual(['First']);

    await act(async () => {
      await storage.chats.put({ ...createChatMeta({ id: 'chat-2', now: 2 }), chatTitle: 'Second' });
      await storage.chats.put({ ...createChatMeta({ id: 'chat-1', now: 3 }), chatTitle: 'Renamed' });
    });
    await waitFor(() => {
      expect(titles()).toEqual(['Renamed', 'Second']);
    });

    await act(() => storage.deleteChat('chat-2'));
    await waitFor(() => {
      expect(titles()).toEqual(['Renamed']);
    });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createChatMeta } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { StorageProvider } from '../../../storage/app-storage.tsx';
import { useLoadedChat } from './use-loaded-chat.ts';
import { prepareChatOpening } from './loaded-chat-query.ts';

afterEach(cleanup);

describe('useLoadedChat', () => {
  it('shows saved metadata at once, before the write and the re-read finish', async () => {
    const storage = createMemoryStorage();
    const meta = createChatMeta({ id: 'chat-1', now: 1 });
    await storage.chats.put(meta);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StorageProvider storage={storage}>{children}</StorageProvider>
    );
    const { result } = renderHook(() => useLoadedChat('chat-1'), { wrapper });
    await waitFor(() => {
      expect(result.current.chat?.meta.id).toBe('chat-1');
    });

    act(() => {
      result.current.showMeta({ ...meta, systemMessage: 'Answer like a pirate.', updatedAt: 2 });
    });
    expect(result.current.chat?.meta.systemMessage).toBe('Answer like a pirate.');

    // Metadata of another chat never replaces the open one's.
    act(() => {
      result.current.showMeta({ ...createChatMeta({ id: 'chat-2', now: 3 }), systemMessage: 'Other' });
    });
    expect(result.current.chat?.meta).toMatchObject({ id: 'chat-1', systemMessage: 'Answer like a pirate.' });
  });

  it('has a chat whose opening was prepared in its first render, and a switch never shows the last one', async () => {
    const storage = createMemoryStorage();
    await storage.chats.put(createChatMeta({ id: 'chat-1', now: 1 }));
    await storage.chats.put(createChatMeta({ id: 'chat-2', now: 2 }));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StorageProvider storage={storage}>{children}</StorageProvider>
    );
    await prepareChatOpening(storage, 'chat-1');
    const firstRenders: (string | undefined)[] = [];
    const { result, rerender } = renderHook(
      ({ chatID }: { chatID: string }) => {
        const state = useLoadedChat(chatID);
        firstRenders.push(state.loaded ? state.chat?.meta.id : 'not loaded');
        return state;
      },
      { wrapper, initialProps: { chatID: 'chat-1' } },
    );
    expect(firstRenders[0]).toBe('chat-1');

    rerender({ chatID: 'chat-2' });
    expect(result.current.loaded ? result.current.chat?.meta.id : 'not loaded').toBe('not loaded');
    await waitFor(() => {
      expect(result.current.chat?.meta.id).toBe('chat-2');
    });
  });

  it('reads nothing for a new chat', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StorageProvider storage={createMemoryStorage()}>{children}</StorageProvider>
    );
    const { result } = renderHook(() => useLoadedChat(undefined), { wrapper });
    expect(result.current).toMatchObject({ chat: undefined, loaded: true });
  });
});

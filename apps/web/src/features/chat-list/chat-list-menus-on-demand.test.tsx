import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createChatMeta } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { ModelsTestRoot } from '../models/test-harness.tsx';
import { ChatList } from './chat-list.tsx';

// The menus' chunk cannot be fetched, as for a person who went offline before the preload came.
vi.mock('./chat-list-menu-parts.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(cleanup);

describe('the chat list when its menus cannot be loaded', () => {
  it('says so and keeps the list', async () => {
    const storage = createMemoryStorage();
    await storage.chats.put({ ...createChatMeta({ id: 'chat-1', now: 1 }), chatTitle: 'Trip plans' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ModelsTestRoot storage={storage}>
        <ChatList activeChatID={undefined} onOpenChat={() => undefined} onNewChat={() => undefined} />
      </ModelsTestRoot>,
    );
    const menuButton = await screen.findByRole('button', { name: 'Chat actions' });
    act(() => {
      fireEvent.click(menuButton);
    });
    expect(await screen.findByText(/This menu could not be opened/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Trip plans/ })).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

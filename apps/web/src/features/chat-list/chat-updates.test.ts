import { describe, expect, it } from 'vitest';
import { createChatMeta } from '@confab/core';
import { archiveChat, moveChatToFolder, renameChat, toggleFavourite, unarchiveChat } from './chat-updates.ts';

const chat = { ...createChatMeta({ id: 'c', now: 1 }), syncedAt: 1 };

describe('chat updates', () => {
  it('mark the chat as changed since the last sync', () => {
    const renamed = renameChat('Bread')(chat, 5);
    expect(renamed).toMatchObject({ chatTitle: 'Bread', updatedAt: 5, syncedAt: null });
    expect(moveChatToFolder('fo-1')(chat, 6)).toMatchObject({ folderID: 'fo-1', updatedAt: 6 });
  });

  it('toggle the favourite, but never on an archived chat', () => {
    const favourite = toggleFavourite(chat, 5);
    expect(favourite.favoritedAt).toBe(5);
    expect(toggleFavourite(favourite, 6).favoritedAt).toBeNull();
    const archived = { ...chat, archivedAt: 3 };
    expect(toggleFavourite(archived, 7)).toBe(archived);
  });

  it('archive sets archivedAt, clears syncedAt and the favourite; unarchive clears archivedAt', () => {
    const archived = archiveChat({ ...chat, favoritedAt: 2 }, 9);
    expect(archived).toMatchObject({ archivedAt: 9, syncedAt: null, favoritedAt: null });
    expect(unarchiveChat(archived, 10)).toMatchObject({ archivedAt: null, updatedAt: 10 });
  });
});

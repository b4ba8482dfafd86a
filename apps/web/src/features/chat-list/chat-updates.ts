import type { ChatMeta, Tag } from '@confab/core';

/**
 * The sidebar's edits of chat metadata as pure record changes (spec §4). Each marks the record as
 * changed since the last sync and moves its updated time to `now`.
 */
export type ChatUpdate = (chat: ChatMeta, now: number) => ChatMeta;

const touched = (chat: ChatMeta, now: number): ChatMeta => ({ ...chat, updatedAt: now, syncedAt: null });

export const renameChat =
  (title: string): ChatUpdate =>
  (chat, now) => ({ ...touched(chat, now), chatTitle: title });

/** Favourite toggles; an archived chat cannot be a favourite. */
export const toggleFavourite: ChatUpdate = (chat, now) =>
  chat.archivedAt !== null
    ? chat
    : { ...touched(chat, now), favoritedAt: chat.favoritedAt === null ? now : null };

export const setChatTags =
  (tags: readonly Tag[]): ChatUpdate =>
  (chat, now) => ({ ...touched(chat, now), tags: [...tags] });

export const moveChatToFolder =
  (folderID: string | null): ChatUpdate =>
  (chat, now) => ({ ...touched(chat, now), folderID });

/** Archive sets archivedAt and clears syncedAt, and drops the favourite, which only active chats have. */
export const archiveChat: ChatUpdate = (chat, now) =>
  chat.archivedAt !== null ? chat : { ...touched(chat, now), archivedAt: now, favoritedAt: null };

export const unarchiveChat: ChatUpdate = (chat, now) =>
  chat.archivedAt === null ? chat : { ...touched(chat, now), archivedAt: null };

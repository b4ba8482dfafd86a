import type { ChatMeta, Tag } from '../entities/index.ts';

/** The normal list hides archived chats; the archived view shows only them (spec §4). */
export type ChatListView = 'active' | 'archived';

export type FilterableChat = Pick<ChatMeta, 'archivedAt' | 'tags'>;

/** Chats of the view that carry at least one of the chosen tags (every chat when none is chosen). */
export function filterChats<Chat extends FilterableChat>(
  chats: readonly Chat[],
  options: { view: ChatListView; tagIDs: ReadonlySet<string> },
): Chat[] {
  const archived = options.view === 'archived';
  return chats.filter(
    (chat) =>
      (chat.archivedAt !== null) === archived &&
      (options.tagIDs.size === 0 || chat.tags.some((tag) => options.tagIDs.has(tag.id))),
  );
}

/** Every tag some chat carries, once per id, ordered by name; the tag filter offers these. */
export function tagsInUse(chats: readonly Pick<ChatMeta, 'tags'>[]): Tag[] {
  const byID = new Map<string, Tag>();
  for (const chat of chats) {
    for (const tag of chat.tags) if (!byID.has(tag.id)) byID.set(tag.id, tag);
  }
  return [...byID.values()].sort(
    (first, second) =>
      first.name.localeCompare(second.name, undefined, { sensitivity: 'base' }) ||
      (first.id < second.id ? -1 : 1),
  );
}

import { chatActivityTime, type ChatMeta } from '../entities/index.ts';

/** The sidebar's sort menu (spec §9); recent first is the default. */
export const chatSortOrders = ['recent', 'oldest', 'title-ascending', 'title-descending'] as const;

export type ChatSortOrder = (typeof chatSortOrders)[number];

export const defaultChatSortOrder: ChatSortOrder = 'recent';

export type SortableChat = Pick<
  ChatMeta,
  'id' | 'chatTitle' | 'favoritedAt' | 'lastMessageCreatedAt' | 'updatedAt'
>;

// One collator for every comparison: creating it per call would dominate sorting 10,000 titles. Made
// on the first title sort, not at import: the collation data it loads is no part of the first screen.
let titleCollator: Intl.Collator | undefined;

function compareTitles(first: SortableChat, second: SortableChat, direction: 1 | -1): number {
  const firstTitle = first.chatTitle.trim();
  const secondTitle = second.chatTitle.trim();
  // Untitled chats ("New Chat") have no title to order by; they follow the titled ones either way.
  if (firstTitle === '' || secondTitle === '') return Number(firstTitle === '') - Number(secondTitle === '');
  titleCollator ??= new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
  return direction * titleCollator.compare(firstTitle, secondTitle);
}

function compareWithin(first: SortableChat, second: SortableChat, order: ChatSortOrder): number {
  const byRecent = chatActivityTime(second) - chatActivityTime(first);
  switch (order) {
    case 'recent':
      return byRecent;
    case 'oldest':
      return -byRecent;
    case 'title-ascending':
      return compareTitles(first, second, 1) || byRecent;
    case 'title-descending':
      return compareTitles(first, second, -1) || byRecent;
  }
}

/**
 * Favourites always first, then the chosen order (spec §9: the key is the last message time, else the
 * updated time). Ties fall back to the id so the order is stable between renders. Returns a new array.
 */
export function sortChats<Chat extends SortableChat>(chats: readonly Chat[], order: ChatSortOrder): Chat[] {
  return [...chats].sort((first, second) => {
    const favourite = Number(second.favoritedAt !== null) - Number(first.favoritedAt !== null);
    if (favourite !== 0) return favourite;
    return compareWithin(first, second, order) || (first.id < second.id ? -1 : first.id > second.id ? 1 : 0);
  });
}

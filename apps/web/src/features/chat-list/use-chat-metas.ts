import { useMemo } from 'react';
import type { ChatMeta } from '@confab/core';
import { useSharedLiveQuery } from '../../storage/use-shared-live-query.ts';
import { chatMetasQuery, chatMetasQueryName } from './sidebar-reads.ts';

const noChats: ReadonlyMap<string, ChatMeta> = new Map();

/**
 * Every chat's metadata, archived ones included, never a message body. The first screen is read
 * first (`complete` false), then the whole list in slices that each leave the thread free; then it is
 * patched by id as this tab or another one changes chats. A change during the slices is read again
 * once they end. `loaded` is false until the first read answered.
 */
export function useChatMetas(): { chats: readonly ChatMeta[]; loaded: boolean; complete: boolean } {
  // Shared, so the read started at start-up (`prepareSidebarReads`) is the one shown.
  const { value, loaded } = useSharedLiveQuery(chatMetasQueryName, chatMetasQuery);
  const byID = value?.byID ?? noChats;
  const chats = useMemo(() => [...byID.values()], [byID]);
  return { chats, loaded, complete: value?.complete ?? false };
}

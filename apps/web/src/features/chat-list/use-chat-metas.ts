import { useMemo } from 'react';
import type { ChatMeta, StorageChange, StoragePort } from '@confab/core';
import { useLiveQuery } from '../../storage/use-live-query.ts';

type ChatsByID = ReadonlyMap<string, ChatMeta>;

const noChats: ChatsByID = new Map();

async function readAllChats(storage: StoragePort): Promise<ChatsByID> {
  const found = await storage.chats.query({ includeArchived: true });
  return new Map(found.map((chat) => [chat.id, chat]));
}

/** Re-reads only the chats the changes name: one changed chat costs one record, not 10,000. */
async function refreshChangedChats(
  storage: StoragePort,
  current: ChatsByID,
  changes: readonly StorageChange[],
): Promise<ChatsByID> {
  const ids = [...new Set(changes.flatMap((change) => change.ids))];
  const records = await storage.chats.getMany(ids);
  const byID = new Map(current);
  ids.forEach((id, index) => {
    const record = records[index];
    if (record) byID.set(id, record);
    else byID.delete(id);
  });
  return byID;
}

/**
 * Every chat's metadata, archived ones included, never a message body. Read once, then patched by
 * id as this tab or another one changes chats. `loaded` is false until the first read finished.
 */
export function useChatMetas(): { chats: readonly ChatMeta[]; loaded: boolean } {
  const { value, loaded } = useLiveQuery(
    () => ({
      read: readAllChats,
      watches: (change) => change.table === 'chats',
      refresh: refreshChangedChats,
    }),
    [],
  );
  const byID = value ?? noChats;
  const chats = useMemo(() => [...byID.values()], [byID]);
  return { chats, loaded };
}

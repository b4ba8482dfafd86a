import { copyChatUnderNewIDs, type ChatMeta, type Message, type StoragePort } from '@confab/core';

/** A chat as it was just before it was deleted: enough to bring it back whole. */
export interface DeletedChat {
  meta: ChatMeta;
  messages: Message[];
}

/** Reads what deleting the chat will remove; undefined when there is no such chat. */
export async function snapshotChat(storage: StoragePort, chatID: string): Promise<DeletedChat | undefined> {
  const meta = await storage.chats.get(chatID);
  if (!meta) return undefined;
  return { meta, messages: await storage.messages.listByChat(chatID) };
}

/**
 * Undo of a delete, through the engine's own writes. While the deletion has not left this device
 * (its tombstone is still waiting for sync), the chat comes back exactly, same ids, and writing it
 * drops the tombstone in the same transaction, so sync never hears of the deletion. Once the
 * tombstone was sent (or already cleared after sending), the server keeps that chat id deleted for
 * good (chats are final in sync), so the chat comes back whole under new ids and syncs as a new chat.
 * Resolves to the id the chat has now.
 */
export async function restoreDeletedChat(
  storage: StoragePort,
  deleted: DeletedChat,
  { newID, now }: { newID: () => string; now: number },
): Promise<string> {
  const tombstone = (await storage.tombstones.list()).find(
    (candidate) => candidate.table === 'chats' && candidate.id === deleted.meta.id,
  );
  if (tombstone?.syncedAt === null) {
    await storage.saveChatWithMessages(deleted.meta, deleted.messages);
    return deleted.meta.id;
  }
  const copy = copyChatUnderNewIDs(deleted.meta, deleted.messages, { chatID: newID(), uuid: newID, now });
  await storage.saveChatWithMessages(copy.meta, copy.messages);
  return copy.meta.id;
}

import type { Message, StoragePort } from '@confab/core';
import { isExampleChatID } from './example-chat-ids.ts';

/** A message the person wrote in this session: imports and synced chats carry their older times. */
export function isNewUserMessage(message: Message | undefined, since: number): boolean {
  return (
    message !== undefined &&
    message.role === 'user' &&
    !isExampleChatID(message.chatID) &&
    message.createdAt >= since
  );
}

/**
 * For workspaces from before the checklist: a chat of the person's own with messages means a
 * message was sent already. Answers when, or undefined.
 */
export async function earlierFirstMessageTime(storage: StoragePort): Promise<number | undefined> {
  const chats = await storage.chats.query({ includeArchived: true });
  const times = chats
    .filter((chat) => !isExampleChatID(chat.id) && chat.messageCount > 0)
    .map((chat) => chat.lastMessageCreatedAt ?? chat.updatedAt);
  return times.length === 0 ? undefined : Math.min(...times);
}

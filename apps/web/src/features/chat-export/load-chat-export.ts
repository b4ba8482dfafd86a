import type { StoragePort } from '@confab/core';
import type { ChatExportSource } from '@confab/core/chat-export';

/** The chat's record and all its stored messages; undefined when this browser has no such chat. */
export async function loadChatExportSource(
  storage: StoragePort,
  chatID: string,
): Promise<ChatExportSource | undefined> {
  const meta = await storage.chats.get(chatID);
  if (!meta) return undefined;
  return { meta, messages: await storage.messages.listByChat(chatID) };
}

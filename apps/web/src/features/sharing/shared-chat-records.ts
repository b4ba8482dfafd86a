import { chatFieldsFromMessages } from '@confab/core/chat';
import { createChatMeta, type ChatMeta, type Message } from '@confab/core';
import type { SharedChatData } from '@confab/core/protocol';

/**
 * A shared chat as a new local chat of the reader's own: new ids, a straight line of messages, and
 * the shared system message back in the chat's settings where the export took it from.
 */
export function chatRecordsFromShared(
  data: SharedChatData,
  { newID, now }: { newID: () => string; now: number },
): { meta: ChatMeta; messages: Message[] } {
  const chatID = newID();
  const [first, ...rest] = data.messages;
  const systemMessage = first?.role === 'system' ? first.content : undefined;
  const conversation = systemMessage === undefined ? data.messages : rest;
  const messages: Message[] = [];
  for (const shared of conversation) {
    const previous = messages.at(-1);
    messages.push({
      uuid: newID(),
      chatID,
      role: shared.role,
      content: shared.content,
      ...(shared.model === undefined ? {} : { model: shared.model }),
      parentUUID: previous?.uuid ?? null,
      order: messages.length,
      createdAt: shared.createdAt,
      updatedAt: shared.createdAt,
      syncedAt: null,
    });
  }
  const meta: ChatMeta = {
    ...createChatMeta({ id: chatID, now }),
    chatTitle: data.title,
    ...chatFieldsFromMessages(messages),
    ...(systemMessage === undefined ? {} : { systemMessage }),
    ...(messages.length > 0 ? { currentLeafUUID: messages.at(-1)?.uuid } : {}),
  };
  return { meta, messages };
}

import type { ChatMeta, Message } from '../entities/index.ts';

export interface ChatCopy {
  meta: ChatMeta;
  messages: Message[];
}

/**
 * The whole chat (every branch) under new ids: the chat's, each message's, and the links between
 * them (parents, the current leaf). Used where the old ids cannot come back: a chat deleted on the
 * server stays deleted (sync treats chat ids as final), so bringing it back takes new ids.
 */
export function copyChatUnderNewIDs(
  meta: ChatMeta,
  messages: readonly Message[],
  { chatID, uuid, now }: { chatID: string; uuid: () => string; now: number },
): ChatCopy {
  const newUUIDs = new Map(messages.map((message) => [message.uuid, uuid()]));
  const renamed = (old: string | null | undefined) =>
    old === null || old === undefined ? old : (newUUIDs.get(old) ?? old);
  const copies = messages.map((message) => {
    const parentUUID = renamed(message.parentUUID);
    return {
      ...message,
      uuid: newUUIDs.get(message.uuid) ?? uuid(),
      chatID,
      ...(parentUUID === undefined ? {} : { parentUUID }),
      syncedAt: null,
    };
  });
  const currentLeafUUID = renamed(meta.currentLeafUUID);
  return {
    meta: {
      ...meta,
      id: chatID,
      ...(currentLeafUUID === undefined || currentLeafUUID === null ? {} : { currentLeafUUID }),
      updatedAt: now,
      syncedAt: null,
    },
    messages: copies,
  };
}

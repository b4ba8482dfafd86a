import { activePath, buildMessageTree, chatFieldsFromMessages, type MessageTree } from '../chat/index.ts';
import { createChatMeta, type ChatMeta, type Message } from '../entities/index.ts';
import type { Clock, Random } from '../ports/index.ts';
import type { ConversationStore } from './conversation-store.ts';

export interface LoadedChat {
  meta: ChatMeta;
  messages: Message[];
  tree: MessageTree;
  path: Message[];
}

/** What new records take their ids and times from. */
export interface RecordSources {
  clock: Clock;
  random: Random;
}

export async function loadChat(
  storage: Pick<ConversationStore, 'chats' | 'messages'>,
  chatID: string,
): Promise<LoadedChat | undefined> {
  const meta = await storage.chats.get(chatID);
  if (!meta) return undefined;
  return loadedChatOf(meta, await storage.messages.listByChat(chatID));
}

/** A chat as `loadChat` reads it, from its record and its messages in their `order`. */
export function loadedChatOf(meta: ChatMeta, messages: Message[]): LoadedChat {
  const tree = buildMessageTree(messages);
  return { meta, messages, tree, path: activePath(tree, meta.currentLeafUUID) };
}

/** A chat that does not exist yet: the first send creates it. */
/** A chat not stored yet; `useKnowledge` is the composer's switch as held for it. */
export function emptyChat(sources: RecordSources, model?: string, useKnowledge?: boolean): LoadedChat {
  const created = createChatMeta({
    id: sources.random.uuid(),
    now: sources.clock.now(),
    ...(model === undefined ? {} : { model }),
  });
  const meta = useKnowledge === undefined ? created : { ...created, useKnowledge };
  return { meta, messages: [], tree: buildMessageTree([]), path: [] };
}

export function nextOrder(messages: readonly Message[]): number {
  return messages.reduce((highest, message) => Math.max(highest, message.order + 1), 0);
}

export function newMessage(
  sources: RecordSources,
  fields: Pick<Message, 'chatID' | 'role' | 'content' | 'order'> & Partial<Message>,
): Message {
  const now = sources.clock.now();
  return {
    uuid: sources.random.uuid(),
    createdAt: now,
    updatedAt: now,
    syncedAt: null,
    parentUUID: null,
    ...fields,
  };
}

/** The sidebar fields that follow from the messages: preview, counts and activity time. */
export function refreshMeta(
  meta: ChatMeta,
  messages: readonly Message[],
  now: number,
  leafUUID?: string,
): ChatMeta {
  return {
    ...meta,
    ...chatFieldsFromMessages(messages),
    updatedAt: now,
    syncedAt: null,
    ...(leafUUID === undefined ? {} : { currentLeafUUID: leafUUID }),
  };
}

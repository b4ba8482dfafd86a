import { chatActivityTime, type ChatMeta, type Message } from '../entities/index.ts';
import type { StorageChangeListener, StoragePort } from '../ports/index.ts';
import type { IndexedChat } from './search-types.ts';
import type { MessageText } from './message-match.ts';

/** The parts of a message the search reads. */
export type SearchableMessage = Pick<Message, 'uuid' | 'chatID' | 'content'> & {
  responses?: readonly Pick<NonNullable<Message['responses']>[number], 'content'>[];
};

/** Where the search service reads chats from and hears about their changes. */
export interface SearchSource {
  /** Every chat's metadata, archived ones included; never message bodies. */
  listChats(): Promise<ChatMeta[]>;
  getChat(chatID: string): Promise<ChatMeta | undefined>;
  /** The messages of the given chats, in chat order within each chat. */
  messagesOfChats(chatIDs: readonly string[]): Promise<Map<string, SearchableMessage[]>>;
  subscribe(listener: StorageChangeListener): () => void;
  /**
   * The chats written after `sequence` in the store's chat change log, the log's highest sequence and
   * the number of chats, read together. Without it the index cannot be saved and restored.
   */
  changesSince?(sequence: number): Promise<ChatChangesSince>;
}

export interface ChatChangesSince {
  chatIDs: string[];
  sequence: number;
  chatCount: number;
}

/** A source over the storage port; fine for tests and updates, one read per chat for a full build. */
export function storageSearchSource(storage: StoragePort): SearchSource {
  return {
    listChats: () => storage.chats.query({ includeArchived: true }),
    getChat: (chatID) => storage.chats.get(chatID),
    messagesOfChats: async (chatIDs) => {
      const lists = await Promise.all(chatIDs.map((chatID) => storage.messages.listByChat(chatID)));
      return new Map(chatIDs.map((chatID, index) => [chatID, lists[index] ?? []]));
    },
    subscribe: (listener) => storage.subscribe(listener),
  };
}

export function messageText(message: SearchableMessage): string {
  const answers = message.responses ?? [];
  return answers.length === 0
    ? message.content
    : [message.content, ...answers.map((answer) => answer.content)].join('\n');
}

export function toMessageTexts(messages: readonly SearchableMessage[]): MessageText[] {
  return messages.map((message) => ({ uuid: message.uuid, text: messageText(message) }));
}

export function toIndexedChat(meta: ChatMeta, messages: readonly SearchableMessage[]): IndexedChat {
  return {
    chatID: meta.id,
    title: meta.chatTitle,
    tagNames: meta.tags.map((tag) => tag.name),
    activityAt: chatActivityTime(meta),
    texts: messages.map(messageText),
  };
}

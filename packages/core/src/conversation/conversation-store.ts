import type { Agent, BlobRecord, Folder } from '../entities/index.ts';
import type { ChatTable, MessageTable, StoragePort, Table } from '../ports/index.ts';

/**
 * The part of the local store a conversation uses. `StoragePort` satisfies it; naming only what the
 * engine touches keeps its tests on a small in-memory double instead of the browser store.
 */
export interface ConversationStore {
  readonly chats: Pick<ChatTable, 'get' | 'put' | 'update'>;
  readonly messages: Pick<MessageTable, 'get' | 'put' | 'listByChat'>;
  readonly folders: Pick<Table<Folder>, 'get'>;
  readonly agents: Pick<Table<Agent>, 'get' | 'put'>;
  readonly blobs: Pick<Table<BlobRecord>, 'get' | 'getMany' | 'put'>;
  saveChatWithMessages: StoragePort['saveChatWithMessages'];
}

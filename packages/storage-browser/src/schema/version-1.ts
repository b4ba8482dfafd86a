import type { SchemaVersion } from './schema-version.ts';

/**
 * The first schema. Chat metadata and message bodies are separate stores so the sidebar lists chats
 * without reading a single message. Tombstones are keyed by [table+id]: ids are unique only per table.
 */
export const version1: SchemaVersion = {
  version: 1,
  stores: {
    chats: '&id, updatedAt, lastMessageCreatedAt, folderID, archivedAt, favoritedAt, *tagIDs',
    messages: '&uuid, chatID, [chatID+order]',
    folders: '&id, order',
    agents: '&id',
    prompts: '&id',
    plugins: '&id',
    customModels: '&id',
    profiles: '&id',
    settings: '&key',
    blobs: '&id',
    tombstones: '&[table+id], deletedAt',
  },
};

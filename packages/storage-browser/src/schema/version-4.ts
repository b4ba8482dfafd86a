import type { SchemaVersion } from './schema-version.ts';

/**
 * The chat change log: one row per chat with the sequence number of the last write that touched the
 * chat or one of its messages (deletes included). The search index stores the sequence it has seen
 * and, after a reload, re-reads only the chats written since. Only adds a store; it starts empty,
 * which the index treats as "nothing known": it builds from scratch once.
 */
export const version4: SchemaVersion = {
  version: 4,
  stores: {
    chatChanges: '&chatID, sequence',
  },
};

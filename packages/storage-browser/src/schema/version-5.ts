import type { SchemaVersion } from './schema-version.ts';

/**
 * Drops the messages' `chatID` index: `[chatID+order]` answers every read of one chat's messages
 * (a key range over its first part), and each index costs every message write an entry. An import of
 * 200,000 messages wrote 10–20 % faster with one index instead of two (docs/storage.md).
 */
export const version5: SchemaVersion = {
  version: 5,
  stores: {
    messages: '&uuid, [chatID+order]',
  },
};

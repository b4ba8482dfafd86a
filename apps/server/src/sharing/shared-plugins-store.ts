import type { SharedLink, SharedPluginData } from '@confab/core/protocol';
import type { ConfabDatabase } from '../db/tables.ts';
import {
  deleteSecretMatches,
  deleteSecretPattern,
  hashDeleteSecret,
  newDeleteSecret,
  newShareID,
  shareIDPattern,
} from './share-ids.ts';

export interface PublishedPlugin {
  id: string;
  deleteSecret: string;
}

export type SharedPluginsStore = ReturnType<typeof createSharedPluginsStore>;

/** Shared plugin definitions. Every owner-side call takes the account from the session, never the body. */
export function createSharedPluginsStore(database: ConfabDatabase, { now }: { now: () => Date }) {
  const secretMatches = async (id: string, secret: string): Promise<boolean> => {
    if (!shareIDPattern.test(id) || !deleteSecretPattern.test(secret)) return false;
    const row = await database
      .selectFrom('shared_plugins')
      .select('delete_secret_hash')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined && deleteSecretMatches(secret, row.delete_secret_hash);
  };

  return {
    /** `text` is `data` as JSON, already measured by the caller against the size limit. */
    async publish(userID: string, data: SharedPluginData, text: string): Promise<PublishedPlugin> {
      const id = newShareID();
      const deleteSecret = newDeleteSecret();
      await database
        .insertInto('shared_plugins')
        .values({
          id,
          user_id: userID,
          title: data.title,
          data: text,
          size: Buffer.byteLength(text),
          delete_secret_hash: hashDeleteSecret(deleteSecret),
          created_at: now().toISOString(),
        })
        .execute();
      return { id, deleteSecret };
    },

    /** Undefined for unknown, deleted or malformed ids: the caller answers all three the same way. */
    async read(id: string): Promise<SharedPluginData | undefined> {
      if (!shareIDPattern.test(id)) return undefined;
      const row = await database
        .selectFrom('shared_plugins')
        .select('data')
        .where('id', '=', id)
        .executeTakeFirst();
      return row && (JSON.parse(row.data) as SharedPluginData);
    },

    async listOf(userID: string): Promise<SharedLink[]> {
      const rows = await database
        .selectFrom('shared_plugins')
        .select(['id', 'title', 'created_at'])
        .where('user_id', '=', userID)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        createdAt: Date.parse(row.created_at),
        type: 'plugin',
      }));
    },

    /** Deletes the owner's links among `ids` (others' ids are ignored), or all of them. */
    async deleteOf(userID: string, selection: { ids: readonly string[] } | 'all'): Promise<void> {
      let query = database.deleteFrom('shared_plugins').where('user_id', '=', userID);
      if (selection !== 'all') {
        if (selection.ids.length === 0) return;
        query = query.where('id', 'in', [...selection.ids]);
      }
      await query.execute();
    },

    secretMatches,

    async deleteWithSecret(id: string, secret: string): Promise<boolean> {
      if (!(await secretMatches(id, secret))) return false;
      await database.deleteFrom('shared_plugins').where('id', '=', id).execute();
      return true;
    },
  };
}

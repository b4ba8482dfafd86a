import type { SharedPluginData } from '@confab/core/protocol';
import type { ConfabDatabase } from '../db/tables.ts';
import { sharedLinkRows } from './shared-link-rows.ts';
import { hashDeleteSecret, newDeleteSecret, newShareID, shareIDPattern } from './share-ids.ts';

export interface PublishedPlugin {
  id: string;
  deleteSecret: string;
}

export type SharedPluginsStore = ReturnType<typeof createSharedPluginsStore>;

/** Shared plugin definitions. Every owner-side call takes the account from the session, never the body. */
export function createSharedPluginsStore(database: ConfabDatabase, { now }: { now: () => Date }) {
  const links = sharedLinkRows(database, 'shared_plugins', 'plugin');

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

    ...links,
  };
}

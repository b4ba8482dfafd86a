import { createHash } from 'node:crypto';
import type {
  CloudStorageDeleteRequest,
  CloudStorageItem,
  CloudStorageRequest,
  CloudStorageResponse,
  CloudStorageType,
  SyncStats,
} from '@confab/core/protocol';
import type { SyncRecordKind } from '@confab/core/sync-rules';
import type { Kysely } from 'kysely';
import type { ConfabDatabase, DatabaseTables } from '../db/tables.ts';
import { attachmentDisposition, fileNameFromDisposition } from '../http/content-disposition.ts';
import { HttpError } from '../http/http-error.ts';
import type { SyncStore } from '../sync/sync-store.ts';
import type { SubscriptionsStore } from '../billing/subscriptions-store.ts';
import type { BlobSource, BlobStore } from './blob-store.ts';
import { storageMessages } from './storage-messages.ts';

/** Spec: unlimited storage is shown when the limit equals the maximum safe integer. */
export const unlimitedStorageBytes = Number.MAX_SAFE_INTEGER;

/** A self-hosted server is its owner's own disk: no limit unless STORAGE_LIMIT_BYTES sets one. */
export const defaultStorageLimitBytes = unlimitedStorageBytes;

const kindOfType: Record<Exclude<CloudStorageType, 'blob'>, SyncRecordKind> = {
  chat: 'chat',
  prompt: 'prompt',
  character: 'agent',
  plugin: 'plugin',
};

/** Besides the listed types, "Delete all" takes the attachments and the files with their collections. */
const kindsGoneWithEverything: readonly SyncRecordKind[] = ['blob', 'file', 'knowledgeCollection'];

export interface CloudStorageOptions {
  database: ConfabDatabase;
  blobStore: BlobStore;
  syncStore: SyncStore;
  /** The limit of accounts without a plan of their own. */
  defaultLimitBytes: number;
  now: () => Date;
  /** The account's subscriptions for the stats, as the payment providers shaped them. */
  subscriptions: Pick<SubscriptionsStore, 'listFor'>;
}

export type CloudStorage = ReturnType<typeof createCloudStorage>;

function titleOf(data: string | null, field: 'chatTitle' | 'title'): string {
  if (data === null) return '';
  const value = (JSON.parse(data) as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : '';
}

export function createCloudStorage({
  database,
  blobStore,
  syncStore,
  defaultLimitBytes,
  now,
  subscriptions,
}: CloudStorageOptions) {
  const plan = async (userID: string, executor: Kysely<DatabaseTables> = database) => {
    const row = await executor
      .selectFrom('storage_plans')
      .select(['limit_usage_bytes', 'is_paid'])
      .where('user_id', '=', userID)
      .executeTakeFirst();
    return { limitUsageBytes: row?.limit_usage_bytes ?? defaultLimitBytes, isPaid: row?.is_paid === 1 };
  };

  const usage = async (userID: string, executor: Kysely<DatabaseTables> = database): Promise<number> => {
    const records = await executor
      .selectFrom('sync_records')
      .select((select) => select.fn.sum<number | string>('size').as('total'))
      .where('user_id', '=', userID)
      .where('deleted', '=', 0)
      .executeTakeFirst();
    const blobs = await executor
      .selectFrom('cloud_blobs')
      .select((select) => select.fn.sum<number | string>('size').as('total'))
      .where('user_id', '=', userID)
      .executeTakeFirst();
    // Shared chats and plugins are copies the account published: they count like its own records.
    const sharedChats = await executor
      .selectFrom('shared_chats')
      .select((select) => select.fn.sum<number | string>('size').as('total'))
      .where('user_id', '=', userID)
      .executeTakeFirst();
    const sharedPlugins = await executor
      .selectFrom('shared_plugins')
      .select((select) => select.fn.sum<number | string>('size').as('total'))
      .where('user_id', '=', userID)
      .executeTakeFirst();
    // SUM answers null for no rows, and PostgreSQL answers numeric sums as text.
    return [records, blobs, sharedChats, sharedPlugins].reduce(
      (sum, row) => sum + Number(row?.total ?? 0),
      0,
    );
  };

  /**
   * Refuses (413) a write that would take the account past its limit; shrinking is always allowed.
   * Inside a transaction pass its executor: SQLite has one connection, and a read beside the open
   * transaction would wait for it forever.
   */
  const assertRoom = async (
    userID: string,
    extraBytes: number,
    executor: Kysely<DatabaseTables> = database,
  ): Promise<void> => {
    if (extraBytes <= 0) return;
    const { limitUsageBytes } = await plan(userID, executor);
    // Summing the account's usage reads all its rows: every push of a 10,000-chat first sync paid
    // for it, three times the push time, on hosts without a limit to check.
    if (limitUsageBytes >= unlimitedStorageBytes) return;
    if ((await usage(userID, executor)) + extraBytes > limitUsageBytes) {
      throw new HttpError(413, storageMessages.quotaExceeded);
    }
  };

  const listRecords = async (
    userID: string,
    type: Exclude<CloudStorageType, 'blob'>,
  ): Promise<CloudStorageItem[]> => {
    const rows = await database
      .selectFrom('sync_records')
      .select(['id', 'data', 'size', 'synced_at'])
      .where('user_id', '=', userID)
      .where('kind', '=', kindOfType[type])
      .where('deleted', '=', 0)
      .execute();
    const messageBytes = new Map<string, number>();
    if (type === 'chat') {
      const sums = await database
        .selectFrom('sync_records')
        .select(['parent_id', (select) => select.fn.sum<number | string>('size').as('total')])
        .where('user_id', '=', userID)
        .where('kind', '=', 'message')
        .where('deleted', '=', 0)
        .groupBy('parent_id')
        .execute();
      for (const sum of sums) if (sum.parent_id !== null) messageBytes.set(sum.parent_id, Number(sum.total));
    }
    return rows.map((row) => {
      const size = row.size + (messageBytes.get(row.id) ?? 0);
      return type === 'chat'
        ? { id: row.id, size, syncedAt: row.synced_at, chatTitle: titleOf(row.data, 'chatTitle') }
        : { id: row.id, size, syncedAt: row.synced_at, data: { title: titleOf(row.data, 'title') } };
    });
  };

  const listBlobs = async (userID: string): Promise<CloudStorageItem[]> => {
    const rows = await database.selectFrom('cloud_blobs').selectAll().where('user_id', '=', userID).execute();
    return rows.map((row) => ({
      id: row.id,
      url: `/api/cloud/blobs/${encodeURIComponent(row.id)}`,
      contentType: row.content_type,
      contentDisposition: row.content_disposition,
      size: row.size,
      syncedAt: row.synced_at,
    }));
  };

  /** The live file records whose bytes are one of these blobs. */
  const filesOfBlobs = async (userID: string, blobIDs: readonly string[]) => {
    const wanted = new Set(blobIDs);
    const rows = await database
      .selectFrom('sync_records')
      .select(['id', 'data'])
      .where('user_id', '=', userID)
      .where('kind', '=', 'file')
      .where('deleted', '=', 0)
      .execute();
    return rows
      .filter((row) => {
        const blobID = row.data === null ? undefined : (JSON.parse(row.data) as { blobID?: unknown }).blobID;
        return typeof blobID === 'string' && wanted.has(blobID);
      })
      .map((row) => ({ kind: 'file' as const, id: row.id }));
  };

  const nameOf = (item: CloudStorageItem) =>
    item.chatTitle ?? item.data?.title ?? fileNameFromDisposition(item.contentDisposition) ?? item.id;

  const deleteBlobs = async (userID: string, ids: readonly string[] | 'all') => {
    let query = database
      .selectFrom('cloud_blobs')
      .select(['id', 'storage_key'])
      .where('user_id', '=', userID);
    if (ids !== 'all') query = query.where('id', 'in', ids.length > 0 ? ids : ['']);
    const rows = await query.execute();
    for (const row of rows) {
      await database
        .deleteFrom('cloud_blobs')
        .where('user_id', '=', userID)
        .where('id', '=', row.id)
        .execute();
      await blobStore.delete(row.storage_key);
    }
  };

  return {
    plan,
    usage,
    assertRoom,
    deleteBlobBytes: (userID: string, ids: readonly string[]) => deleteBlobs(userID, ids),

    async putBlob(
      userID: string,
      input: { id: string; size: number; source: BlobSource; contentType: string; fileName: string },
    ) {
      if (input.size === 0) throw new HttpError(400, storageMessages.emptyUpload);
      const existing = await database
        .selectFrom('cloud_blobs')
        .select(['size', 'storage_key'])
        .where('user_id', '=', userID)
        .where('id', '=', input.id)
        .executeTakeFirst();
      await assertRoom(userID, input.size - (existing?.size ?? 0));
      // The key comes from the account and the id, hashed: nothing a request sends reaches a path.
      const storageKey = createHash('sha256').update(`${userID}\u0000${input.id}`).digest('hex');
      await blobStore.put(storageKey, input.source);
      const row = {
        user_id: userID,
        id: input.id,
        content_type: input.contentType,
        content_disposition: attachmentDisposition(input.fileName),
        size: input.size,
        storage_key: storageKey,
        synced_at: now().toISOString(),
      };
      await database
        .insertInto('cloud_blobs')
        .values(row)
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'id']).doUpdateSet({
            content_type: row.content_type,
            content_disposition: row.content_disposition,
            size: row.size,
            synced_at: row.synced_at,
          }),
        )
        .execute();
      return { id: input.id, size: row.size };
    },

    async getBlob(userID: string, id: string) {
      const row = await database
        .selectFrom('cloud_blobs')
        .selectAll()
        .where('user_id', '=', userID)
        .where('id', '=', id)
        .executeTakeFirst();
      const opened = row && (await blobStore.open(row.storage_key));
      if (!row || !opened) throw new HttpError(404, storageMessages.blobNotFound);
      return {
        id,
        size: opened.size,
        stream: opened.stream,
        contentType: row.content_type,
        contentDisposition: row.content_disposition,
      };
    },

    async list(userID: string, request: CloudStorageRequest): Promise<CloudStorageResponse> {
      const items =
        request.type === 'blob' ? await listBlobs(userID) : await listRecords(userID, request.type);
      // Spec: with no sort chosen the list is newest first.
      const orderBy = request.orderBy ?? 'syncedAt';
      const direction = request.orderBy ? (request.orderDir === 'asc' ? 1 : -1) : -1;
      const key = (item: CloudStorageItem): string | number =>
        orderBy === 'size'
          ? item.size
          : orderBy === 'name'
            ? nameOf(item).toLocaleLowerCase()
            : item.syncedAt;
      items.sort((a, b) => {
        const left = key(a);
        const right = key(b);
        return (left < right ? -1 : left > right ? 1 : a.id.localeCompare(b.id)) * direction;
      });
      return {
        items: items.slice(request.offset, request.offset + request.limit),
        count: items.length,
        totalSize: await usage(userID),
      };
    },

    async delete(userID: string, request: CloudStorageDeleteRequest): Promise<void> {
      if ('isDeleteAll' in request) {
        await deleteBlobs(userID, 'all');
        const live = await database
          .selectFrom('sync_records')
          .select(['kind', 'id'])
          .where('user_id', '=', userID)
          .where('deleted', '=', 0)
          .where('kind', 'in', [...Object.values(kindOfType), ...kindsGoneWithEverything])
          .execute();
        // Deleted as a device deletes: every device of the account removes them at its next pull.
        for (let start = 0; start < live.length; start += 500) {
          const refs = live
            .slice(start, start + 500)
            .map((row) => ({ kind: row.kind as SyncRecordKind, id: row.id }));
          await syncStore.deleteRecords(userID, refs);
        }
        return;
      }
      if (request.type === 'blob') {
        await deleteBlobs(userID, request.ids);
        // The attachment goes from every device too, as a deleted chat does; so does a file
        // whose bytes these were (a file is never kept without its bytes).
        await syncStore.deleteRecords(userID, [
          ...request.ids.map((id) => ({ kind: 'blob' as const, id })),
          ...(await filesOfBlobs(userID, request.ids)),
        ]);
        return;
      }
      const kind = kindOfType[request.type];
      await syncStore.deleteRecords(
        userID,
        request.ids.map((id) => ({ kind, id })),
      );
    },

    async stats(userID: string): Promise<SyncStats> {
      const cursor = await database
        .selectFrom('sync_cursors')
        .select('last_write_at')
        .where('user_id', '=', userID)
        .executeTakeFirst();
      const { limitUsageBytes, isPaid } = await plan(userID);
      return {
        lastSyncAt: cursor?.last_write_at ?? null,
        totalUsageBytes: await usage(userID),
        limitUsageBytes,
        isPaid,
        ...(await subscriptions.listFor(userID)),
        apis: { blobv2: true },
      };
    },
  };
}

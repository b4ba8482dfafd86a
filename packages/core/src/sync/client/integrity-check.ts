import type { SyncRecord } from '../../protocol/index.ts';
import type { StoragePort } from '../../ports/index.ts';
import {
  addToDigest,
  digestsEqual,
  emptyDigest,
  maxPushRecords,
  recordSyncCategory,
  settingSyncCategory,
  type CategoryDigest,
  type DigestEntry,
  type SyncCategory,
} from '../../sync-rules/index.ts';
import { applyRemoteRecord } from './apply-remote.ts';
import { fileOnlyBlobIDs } from './file-bytes.ts';
import { keyedKinds, keyedTable, wireData } from './record-kinds.ts';
import type { SyncTransport } from './sync-transport.ts';

interface LocalEntry extends DigestEntry {
  markUnsynced: () => Promise<void>;
}

/** What the server is known not to hold: chats too large to sync, records it rejected. */
export interface KeptLocally {
  ignoredChatIDs: ReadonlySet<string>;
  /** `kind:id` of every record the server answered `rejected`. */
  rejectedKeys: ReadonlySet<string>;
}

/** Offers a chat again, on the record as stored (a prompt sent since it was listed keeps its place). */
async function markChatUnsynced(storage: StoragePort, chatID: string): Promise<void> {
  await storage.chats.update(chatID, (chat) => ({ ...chat, syncedAt: null }));
}

/** The live, synced records of the enabled categories, as the server should also hold them. */
async function localEntries(
  storage: StoragePort,
  categories: ReadonlySet<SyncCategory>,
  { ignoredChatIDs, rejectedKeys }: KeptLocally,
): Promise<Map<SyncCategory, LocalEntry[]>> {
  const entries = new Map<SyncCategory, LocalEntry[]>();
  const add = (category: SyncCategory | null, entry: LocalEntry) => {
    if (category === null || !categories.has(category)) return;
    // Sending a rejected record again would only be rejected again (once a day, forever).
    if (rejectedKeys.has(`${entry.kind}:${entry.id}`)) return;
    entries.set(category, [...(entries.get(category) ?? []), entry]);
  };
  if (categories.has('chats')) {
    for (const chat of await storage.chats.list()) {
      if (chat.syncedAt === null || ignoredChatIDs.has(chat.id)) continue;
      add('chats', {
        kind: 'chat',
        id: chat.id,
        updatedAt: chat.updatedAt,
        markUnsynced: () => markChatUnsynced(storage, chat.id),
      });
      for (const message of await storage.messages.listByChat(chat.id)) {
        if (message.syncedAt === null) continue;
        add('chats', {
          kind: 'message',
          id: message.uuid,
          updatedAt: message.updatedAt,
          markUnsynced: async () => {
            await storage.messages.update(message.uuid, (stored) => ({ ...stored, syncedAt: null }));
            // The chat carries its messages: it has to be sent for the message to go.
            await markChatUnsynced(storage, chat.id);
          },
        });
      }
    }
  }
  // Bytes that travel only with their file are no `blob` record on the server.
  const travelWithFiles = await fileOnlyBlobIDs(storage);
  for (const kind of keyedKinds) {
    const table = keyedTable(storage, kind);
    for (const record of await table.list()) {
      if (record.syncedAt === null) continue;
      if (kind === 'blob' && travelWithFiles.has(record.id)) continue;
      add(recordSyncCategory(kind, record.id, wireData(record)), {
        kind,
        id: record.id,
        updatedAt: record.updatedAt,
        markUnsynced: () => table.put({ ...record, syncedAt: null }),
      });
    }
  }
  for (const setting of await storage.settings.all()) {
    if (setting.syncedAt === null) continue;
    add(settingSyncCategory(setting.key, setting.value), {
      kind: 'setting',
      id: setting.key,
      updatedAt: setting.updatedAt,
      markUnsynced: () => storage.settings.set({ ...setting, syncedAt: null }),
    });
  }
  return entries;
}

/**
 * Compares a count-and-hash digest of every enabled category with the server's. Where they differ,
 * reads the server's list of live records: what the device lacks or holds older is fetched and
 * applied, what the server lacks or holds older is marked to be sent by the next push. Returns how
 * many records were repaired. Drift comes from bugs, restored backups or hand-edited stores.
 */
export async function checkIntegrity(
  storage: StoragePort,
  transport: SyncTransport,
  categories: ReadonlySet<SyncCategory>,
  keptLocally: KeptLocally,
  now: number,
): Promise<number> {
  const local = await localEntries(storage, categories, keptLocally);
  const { digests } = await transport.digest([...categories]);
  let repaired = 0;
  for (const category of categories) {
    const entries = local.get(category) ?? [];
    const digest: CategoryDigest = emptyDigest();
    for (const entry of entries) addToDigest(digest, entry);
    if (digestsEqual(digest, digests[category])) continue;

    const { entries: remote } = await transport.manifest(category);
    const localByKey = new Map(entries.map((entry) => [`${entry.kind}:${entry.id}`, entry]));
    const toFetch: Pick<SyncRecord, 'kind' | 'id'>[] = [];
    for (const entry of remote) {
      const mine = localByKey.get(`${entry.kind}:${entry.id}`);
      localByKey.delete(`${entry.kind}:${entry.id}`);
      if (!mine || mine.updatedAt < entry.updatedAt) toFetch.push({ kind: entry.kind, id: entry.id });
      else if (mine.updatedAt > entry.updatedAt) {
        await mine.markUnsynced();
        repaired += 1;
      }
    }
    // Synced here yet unknown to the server: send again (a deletion there would have come back).
    for (const mine of localByKey.values()) {
      await mine.markUnsynced();
      repaired += 1;
    }
    for (let start = 0; start < toFetch.length; start += maxPushRecords) {
      const { records } = await transport.fetch(toFetch.slice(start, start + maxPushRecords));
      for (const record of records) {
        if ((await applyRemoteRecord(storage, record, new Set(), now, transport)) === 'applied')
          repaired += 1;
      }
    }
  }
  return repaired;
}

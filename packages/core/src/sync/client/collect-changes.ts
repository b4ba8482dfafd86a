import type { SyncRecord } from '../../protocol/index.ts';
import type { StoragePort, TombstoneReference } from '../../ports/index.ts';
import {
  jsonByteLength,
  maxSyncedChatBytes,
  recordSyncCategory,
  settingSyncCategory,
  withSyncableKeys,
  type SyncCategory,
} from '../../sync-rules/index.ts';
import { blobDeletionTravels, blobIDOfFileData, fileOnlyBlobIDs } from './file-bytes.ts';
import { blobBytesOf, keyedKinds, keyedTable, kindOfTombstone, wireData } from './record-kinds.ts';

/** A pushed version, with what marks it synced locally once the server has it. */
export interface OutgoingRecord {
  record: SyncRecord;
  tombstone?: TombstoneReference;
  /** A blob's bytes (or a file's), uploaded before its record is pushed. */
  bytes?: Blob;
  /** The cloud blob id the bytes go under when it is not the record's own (a file's `blobID`). */
  bytesID?: string;
  /** The file's name, sent with its bytes. */
  bytesName?: string;
}

export interface LocalChanges {
  outgoing: OutgoingRecord[];
  /** Chats over maxSyncedChatBytes: they stay on this device (spec: ignoredCount, ignoredChatIDs). */
  ignoredChatIDs: string[];
}

type Upload = Pick<OutgoingRecord, 'bytes' | 'bytesID' | 'bytesName'>;

function blobUpload(record: object): Upload {
  const bytes = blobBytesOf(record);
  return bytes ? { bytes } : {};
}

/** A file's bytes from its blob row, to go under its blobID; null when the row is missing. */
async function fileUpload(storage: StoragePort, data: object): Promise<Upload | null> {
  const blobID = blobIDOfFileData(data);
  const blob = blobID === undefined ? undefined : await storage.blobs.get(blobID);
  const name = (data as { name?: unknown }).name;
  if (!blob || blobID === undefined) return null;
  return { bytes: blob.data, bytesID: blobID, ...(typeof name === 'string' ? { bytesName: name } : {}) };
}

/**
 * Every local change of the enabled categories: records whose syncedAt is null and deletions not yet
 * synced. A chat travels with its unsynced messages; a chat too big to sync is left out whole.
 */
export async function collectLocalChanges(
  storage: StoragePort,
  categories: ReadonlySet<SyncCategory>,
): Promise<LocalChanges> {
  const outgoing: OutgoingRecord[] = [];
  const ignoredChatIDs: string[] = [];

  if (categories.has('chats')) {
    for (const chat of await storage.chats.list()) {
      if (chat.syncedAt !== null) continue;
      const messages = await storage.messages.listByChat(chat.id);
      if (jsonByteLength({ chat, messages }) > maxSyncedChatBytes) {
        ignoredChatIDs.push(chat.id);
        continue;
      }
      outgoing.push({
        record: {
          kind: 'chat',
          id: chat.id,
          updatedAt: chat.updatedAt,
          deleted: false,
          data: wireData(chat),
        },
      });
      for (const message of messages) {
        if (message.syncedAt !== null) continue;
        outgoing.push({
          record: {
            kind: 'message',
            id: message.uuid,
            parentID: chat.id,
            updatedAt: message.updatedAt,
            deleted: false,
            data: wireData(message),
          },
        });
      }
    }
  }

  const travelWithFiles = await fileOnlyBlobIDs(storage);
  for (const kind of keyedKinds) {
    const category = recordSyncCategory(kind, '');
    if (category === null || !categories.has(category)) continue;
    for (const record of await keyedTable(storage, kind).list()) {
      if (record.syncedAt !== null) continue;
      if (kind === 'blob' && travelWithFiles.has(record.id)) continue;
      const data = wireData(record);
      if (recordSyncCategory(kind, record.id, data) === null) continue;
      const upload = kind === 'file' ? await fileUpload(storage, data) : blobUpload(record);
      // A file whose bytes are not here (yet) waits: a device must never get a file it cannot read.
      if (upload === null) continue;
      outgoing.push({
        record: {
          kind,
          id: record.id,
          updatedAt: record.updatedAt,
          deleted: false,
          data: withSyncableKeys(kind, data, categories.has('apiKeys')),
        },
        ...upload,
      });
    }
  }

  for (const setting of await storage.settings.all()) {
    if (setting.syncedAt !== null) continue;
    const category = settingSyncCategory(setting.key, setting.value);
    if (category === null || !categories.has(category)) continue;
    outgoing.push({
      record: {
        kind: 'setting',
        id: setting.key,
        updatedAt: setting.updatedAt,
        deleted: false,
        data: withSyncableKeys('setting', wireData(setting), categories.has('apiKeys')),
      },
    });
  }

  for (const tombstone of await storage.tombstones.list()) {
    if (tombstone.syncedAt !== null) continue;
    const kind = kindOfTombstone(tombstone.table);
    const category = kind && recordSyncCategory(kind, tombstone.id);
    if (!kind || !category) continue;
    if (kind === 'blob' ? !blobDeletionTravels(categories) : !categories.has(category)) continue;
    // The server files a message under its chat; a message tombstone without one cannot be sent.
    if (kind === 'message' && tombstone.parentID === undefined) continue;
    const parent = tombstone.parentID === undefined ? {} : { parentID: tombstone.parentID };
    outgoing.push({
      record: { kind, id: tombstone.id, updatedAt: tombstone.deletedAt, deleted: true, ...parent },
      tombstone: { table: tombstone.table, id: tombstone.id },
    });
  }

  return { outgoing, ignoredChatIDs };
}

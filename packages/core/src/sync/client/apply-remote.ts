import type { SyncRecord } from '../../protocol/index.ts';
import type { StoragePort } from '../../ports/index.ts';
import { compareSyncVersions, withLocalKeys, type SyncRecordKind } from '../../sync-rules/index.ts';
import { chatFieldsFromMessages } from '../../chat/index.ts';
import { keyedKinds, keyedTable, tombstoneTableOf, wireData, type KeyedKind } from './record-kinds.ts';
import type { SyncTransport } from './sync-transport.ts';
import * as z from 'zod/mini';
import { deleteFileLocally, fileBlobRow } from './file-bytes.ts';
import { storedFileSchema } from '../../entities/index.ts';

type BlobSource = Pick<SyncTransport, 'downloadBlob'>;

interface LocalVersion {
  updatedAt: number;
  syncedAt: number | null;
}

function isKeyed(kind: SyncRecordKind): kind is KeyedKind {
  return (keyedKinds as readonly string[]).includes(kind);
}

async function readLocal(
  storage: StoragePort,
  kind: SyncRecordKind,
  id: string,
): Promise<LocalVersion | undefined> {
  if (kind === 'chat') return storage.chats.get(id);
  if (kind === 'message') return storage.messages.get(id);
  if (kind === 'setting') return storage.settings.get(id);
  if (isKeyed(kind)) return keyedTable(storage, kind).get(id);
  return undefined;
}

/** Removes the local copy the way the app would, then marks its tombstone as already known. */
export async function deleteLocally(
  storage: StoragePort,
  kind: SyncRecordKind,
  id: string,
  now: number,
): Promise<void> {
  if (kind === 'chat') await storage.deleteChat(id);
  else if (kind === 'file') await deleteFileLocally(storage, id, now);
  else if (kind === 'message') await storage.messages.delete(id);
  else if (kind === 'setting') await storage.settings.delete(id);
  else if (isKeyed(kind)) await keyedTable(storage, kind).delete(id);
  const table = tombstoneTableOf(kind);
  if (table) await storage.tombstones.markSynced([{ table, id }], now);
}

async function writeLocally(
  storage: StoragePort,
  record: SyncRecord,
  local: LocalVersion | undefined,
  now: number,
  blobs: BlobSource,
): Promise<'applied' | 'skipped'> {
  let bytes = {};
  if (record.kind === 'blob') {
    const data = await blobs.downloadBlob(record.id);
    // Deleted from cloud storage meanwhile: its deletion record follows, so there is nothing to keep.
    if (!data) return 'skipped';
    bytes = { data };
  }
  if (record.kind === 'file') {
    // The bytes first, so a file never exists here without them.
    if ((await writeFileBytes(storage, record.data, now, blobs)) === 'missing') return 'skipped';
  }
  const remote = withLocalKeys(record.kind, record.data as object, local);
  const data = { ...remote, ...bytes, syncedAt: now };
  if (record.kind === 'chat') await storage.chats.put(data as never);
  else if (record.kind === 'message') await storage.messages.put(data as never);
  else if (record.kind === 'setting') await storage.settings.set(data as never);
  else if (isKeyed(record.kind)) await keyedTable(storage, record.kind).put(data as never);
  return 'applied';
}

/** Brings a pulled file's bytes unless this device holds them already. */
async function writeFileBytes(
  storage: StoragePort,
  data: unknown,
  now: number,
  blobs: BlobSource,
): Promise<'present' | 'missing'> {
  const file = z.safeParse(storedFileSchema, { ...(data as object), syncedAt: now });
  if (!file.success) return 'missing';
  const { blobID } = file.data;
  if (await storage.blobs.get(blobID)) return 'present';
  const bytes = await blobs.downloadBlob(blobID);
  // Gone from cloud storage meanwhile: the file's deletion follows.
  if (!bytes) return 'missing';
  await storage.blobs.put(fileBlobRow(file.data, bytes, now));
  return 'present';
}

export type ApplyOutcome = 'applied' | 'kept-local' | 'skipped';

/**
 * Applies one version from the server unless the device holds a newer unsynced one, or has deleted
 * the record (or its chat) and not yet told the server. Tables validate what is written; a version
 * they refuse is skipped and reported, never half-written.
 */
export async function applyRemoteRecord(
  storage: StoragePort,
  record: SyncRecord,
  pendingDeletions: ReadonlySet<string>,
  now: number,
  blobs: BlobSource,
): Promise<ApplyOutcome> {
  if (pendingDeletions.has(`${record.kind}:${record.id}`)) return 'kept-local';
  if (record.parentID !== undefined && pendingDeletions.has(`chat:${record.parentID}`)) return 'kept-local';
  const local = await readLocal(storage, record.kind, record.id);
  if (record.deleted) {
    if (local) await deleteLocally(storage, record.kind, record.id, now);
    return 'applied';
  }
  if (local && local.syncedAt === null) {
    const localVersion = { updatedAt: local.updatedAt, deleted: false, data: wireData(local) };
    if (compareSyncVersions(localVersion, record) > 0) return 'kept-local';
  }
  if (local && local.syncedAt !== null && local.updatedAt === record.updatedAt) return 'applied';
  return writeLocally(storage, record, local, now, blobs);
}

/**
 * After messages of a chat arrived from elsewhere, its sidebar fields follow the merged messages.
 * The metadata is not marked for sync: each device derives the same fields from the same messages.
 */
export async function refreshChatFields(storage: StoragePort, chatID: string): Promise<void> {
  const fields = chatFieldsFromMessages(await storage.messages.listByChat(chatID));
  // Only these fields change, on the chat as stored then: a prompt sent meanwhile keeps its place.
  await storage.chats.update(chatID, (chat) =>
    fields.preview === chat.preview &&
    fields.messageCount === chat.messageCount &&
    fields.lastMessageCreatedAt === chat.lastMessageCreatedAt
      ? undefined
      : { ...chat, ...fields },
  );
}

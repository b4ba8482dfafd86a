import type { Clock, StoragePort } from '../../ports/index.ts';
import type { SyncRecord } from '../../protocol/index.ts';
import { maxPushRecords, syncCategories, type SyncCategory } from '../../sync-rules/index.ts';
import { applyRemoteRecord, deleteLocally, refreshChatFields } from './apply-remote.ts';
import { collectLocalChanges, type OutgoingRecord } from './collect-changes.ts';
import { checkIntegrity } from './integrity-check.ts';
import { keyedKinds, keyedTable, kindOfTombstone } from './record-kinds.ts';
import { enabledCategories, integrityCheckIntervalMs, syncStateKeys } from './sync-state-keys.ts';
import { readSyncRejections, recordPushRejections } from './sync-rejections.ts';
import { initialSyncStatus, type SyncProgress, type SyncStatus } from './sync-status.ts';
import type { SyncTransport } from './sync-transport.ts';

export interface SyncEngineOptions {
  storage: StoragePort;
  transport: SyncTransport;
  clock: Clock;
  /** Turns a failure into the words the dialog shows (the server's userMessage when it sent one). */
  describeError: (error: unknown) => string;
}

export interface SyncEngine {
  /** Pushes local changes, then pulls; a call during a sync makes one more run after it. */
  sync(): Promise<void>;
  /** Cursor back to 0 and every local record marked to send again. */
  resyncEverything(): Promise<void>;
  setCategoryEnabled(category: SyncCategory, enabled: boolean): Promise<void>;
  enabledCategories(): Promise<Set<SyncCategory>>;
  /** Marks the status as waiting for a scheduled sync. */
  markScheduled(): void;
  readonly status: SyncStatus;
  subscribe(listener: (status: SyncStatus) => void): () => void;
}

function blobMimeType(record: SyncRecord): string {
  const data = record.data as { mimeType?: unknown } | undefined;
  return typeof data?.mimeType === 'string' && data.mimeType !== ''
    ? data.mimeType
    : 'application/octet-stream';
}

/** Marks a pushed version synced, unless the record changed again while the push was out. */
async function markSynced(storage: StoragePort, item: OutgoingRecord, now: number): Promise<void> {
  const { record } = item;
  if (item.tombstone) {
    await storage.tombstones.markSynced([item.tombstone], now);
    return;
  }
  if (record.kind === 'chat') {
    // In one transaction: a prompt sent between a read and a write here would lose its place.
    await storage.chats.update(record.id, (chat) =>
      chat.updatedAt === record.updatedAt ? { ...chat, syncedAt: now } : undefined,
    );
  } else if (record.kind === 'message') {
    // So too for a message: an answer's next part stored meanwhile must not be put back to this one.
    await storage.messages.update(record.id, (message) =>
      message.updatedAt === record.updatedAt ? { ...message, syncedAt: now } : undefined,
    );
  } else if (record.kind === 'setting') {
    const setting = await storage.settings.get(record.id);
    if (setting?.updatedAt === record.updatedAt) await storage.settings.set({ ...setting, syncedAt: now });
  } else {
    const table = keyedTable(storage, record.kind);
    const stored = await table.get(record.id);
    if (stored?.updatedAt === record.updatedAt) await table.put({ ...stored, syncedAt: now });
  }
}

export function createSyncEngine({
  storage,
  transport,
  clock,
  describeError,
}: SyncEngineOptions): SyncEngine {
  let status: SyncStatus = initialSyncStatus;
  const listeners = new Set<(status: SyncStatus) => void>();
  let running: Promise<void> | undefined;
  let again = false;
  // A function, so the loop reads the flag a concurrent sync() call sets (no stale narrowing).
  const runAgain = () => again;

  const update = (changes: Partial<SyncStatus>) => {
    status = { ...status, ...changes };
    for (const listener of listeners) listener(status);
  };
  const readNumber = async (key: string) => {
    const value = (await storage.settings.get(key))?.value;
    return typeof value === 'number' ? value : 0;
  };
  const writeState = (key: string, value: unknown) =>
    storage.settings.set({ key, value, updatedAt: clock.now(), syncedAt: null });
  const categories = async () =>
    enabledCategories((await storage.settings.get(syncStateKeys.disabledCategories))?.value);

  const advance = (step: (progress: SyncProgress) => Partial<SyncProgress>) => {
    if (status.progress) update({ progress: { ...status.progress, ...step(status.progress) } });
  };

  const push = async (enabled: Set<SyncCategory>) => {
    const changes = await collectLocalChanges(storage, enabled);
    advance((progress) => ({ toSend: progress.toSend + changes.outgoing.length }));
    for (let start = 0; start < changes.outgoing.length; start += maxPushRecords) {
      const batch = changes.outgoing.slice(start, start + maxPushRecords);
      // The bytes first: a device that pulls a blob's record must find its bytes there.
      for (const item of batch) {
        if (item.bytes) {
          const id = item.bytesID ?? item.record.id;
          await transport.uploadBlob(id, item.bytes, blobMimeType(item.record), item.bytesName);
        }
      }
      const answer = await transport.push(batch.map((item) => item.record));
      const now = clock.now();
      const answered: { record: SyncRecord; reason: string | null }[] = [];
      // The answers come in the order of the batch; a record left without one stays dirty.
      for (const [index, item] of batch.entries()) {
        const result = answer.results[index];
        if (!result) continue;
        // A rejected deletion leaves nothing to list: the server could never have held the record.
        const listed = result.outcome === 'rejected' && !item.record.deleted;
        answered.push({ record: item.record, reason: listed ? result.reason : null });
        if (result.outcome === 'deleted' && !item.record.deleted)
          await deleteLocally(storage, item.record.kind, item.record.id, now);
        // A rejected record is marked synced too: sent again unchanged it would be refused again,
        // forever. It stays on the device, listed with its reason, and goes again once it changes.
        else await markSynced(storage, item, now);
      }
      await recordPushRejections(storage, answered, now);
      advance((progress) => ({ sent: progress.sent + batch.length }));
    }
    return changes.ignoredChatIDs;
  };

  const pull = async (enabled: Set<SyncCategory>) => {
    const pendingDeletions = new Set(
      (await storage.tombstones.list())
        .filter((tombstone) => tombstone.syncedAt === null)
        .map((tombstone) => `${kindOfTombstone(tombstone.table) ?? tombstone.table}:${tombstone.id}`),
    );
    let cursor = await readNumber(syncStateKeys.cursor);
    for (;;) {
      const page = await transport.pull(cursor, [...enabled]);
      const touchedChats = new Set<string>();
      const now = clock.now();
      for (const record of page.records) {
        const outcome = await applyRemoteRecord(storage, record, pendingDeletions, now, transport);
        if (outcome === 'applied' && record.kind === 'message' && record.parentID)
          touchedChats.add(record.parentID);
      }
      for (const chatID of touchedChats) await refreshChatFields(storage, chatID);
      advance((progress) => ({ received: progress.received + page.records.length }));
      cursor = page.cursor;
      await writeState(syncStateKeys.cursor, cursor);
      if (!page.hasMore) return;
    }
  };

  // Read from the store once per engine: after its first run this device has initiated sync.
  let initiated = false;
  const runOnce = async () => {
    const firstSync = !initiated && (await readNumber(syncStateKeys.initiatedAt)) === 0;
    if (firstSync) await writeState(syncStateKeys.initiatedAt, clock.now());
    initiated = true;
    update({ phase: 'syncing', progress: { firstSync, sent: 0, toSend: 0, received: 0 } });
    try {
      const enabled = await categories();
      const ignoredChatIDs = await push(enabled);
      await pull(enabled);
      const lastCheck = await readNumber(syncStateKeys.lastIntegrityCheckAt);
      if (clock.now() - lastCheck >= integrityCheckIntervalMs) {
        const rejectedKeys = new Set(
          (await readSyncRejections(storage)).map((entry) => `${entry.kind}:${entry.id}`),
        );
        const repaired = await checkIntegrity(
          storage,
          transport,
          enabled,
          { ignoredChatIDs: new Set(ignoredChatIDs), rejectedKeys },
          clock.now(),
        );
        await writeState(syncStateKeys.lastIntegrityCheckAt, clock.now());
        // What the check marked to send goes now, not at the next change.
        if (repaired > 0) await push(enabled);
      }
      const now = clock.now();
      await writeState(syncStateKeys.lastSyncAt, now);
      const pending = (await collectLocalChanges(storage, enabled)).outgoing.length;
      update({
        phase: 'idle',
        progress: null,
        lastSyncAt: now,
        lastError: null,
        lastErrorAt: null,
        pendingChangesCount: pending,
        ignoredChatIDs,
        ignoredCount: ignoredChatIDs.length,
        rejectedRecords: await readSyncRejections(storage),
      });
    } catch (error) {
      const enabled = await categories();
      const pending = (await collectLocalChanges(storage, enabled)).outgoing.length;
      update({
        phase: 'idle',
        progress: null,
        lastError: describeError(error),
        lastErrorAt: clock.now(),
        pendingChangesCount: pending,
        rejectedRecords: await readSyncRejections(storage),
      });
    }
  };

  const sync = async (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await runOnce();
      } while (runAgain());
    })();
    try {
      await running;
    } finally {
      running = undefined;
    }
  };

  void readNumber(syncStateKeys.lastSyncAt).then((lastSyncAt) => {
    if (lastSyncAt > 0 && status.lastSyncAt === null) update({ lastSyncAt });
  });

  return {
    sync,
    async resyncEverything() {
      await writeState(syncStateKeys.cursor, 0);
      const enabled = await categories();
      // Everything the device holds is offered again; the server keeps whichever version wins.
      const unsynced = <T extends { syncedAt: number | null }>(record: T): T => ({
        ...record,
        syncedAt: null,
      });
      for (const chat of await storage.chats.list()) {
        await storage.chats.update(chat.id, unsynced);
        for (const message of await storage.messages.listByChat(chat.id)) {
          if (message.syncedAt !== null) await storage.messages.update(message.uuid, unsynced);
        }
      }
      for (const kind of keyedKinds) {
        const table = keyedTable(storage, kind);
        for (const record of await table.list()) await table.put({ ...record, syncedAt: null });
      }
      for (const setting of await storage.settings.all()) {
        if (!setting.key.startsWith('sync.')) await storage.settings.set({ ...setting, syncedAt: null });
      }
      if (enabled.size > 0) await sync();
    },
    async setCategoryEnabled(category, enabled) {
      const current = await categories();
      if (enabled) current.add(category);
      else current.delete(category);
      const off = syncCategories.filter((name) => !current.has(name));
      await writeState(syncStateKeys.disabledCategories, off);
      // A category switched on needs what others wrote meanwhile: start again from the beginning.
      if (enabled) await writeState(syncStateKeys.cursor, 0);
    },
    enabledCategories: categories,
    markScheduled() {
      if (status.phase === 'idle') update({ phase: 'scheduled' });
    },
    get status() {
      return status;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

import type { SyncRecord } from '../../protocol/index.ts';
import type { StoragePort } from '../../ports/index.ts';
import type { SyncRecordKind } from '../../sync-rules/index.ts';
import { syncStateKeys } from './sync-state-keys.ts';

/** A local record the server answered `rejected`: it stays on this device until it changes. */
export interface SyncRejection {
  kind: SyncRecordKind;
  id: string;
  reason: string;
  rejectedAt: number;
}

const rejectionKey = (kind: string, id: string) => `${kind}:${id}`;

function isRejection(value: unknown): value is SyncRejection {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<Record<keyof SyncRejection, unknown>>;
  return (
    typeof entry.kind === 'string' &&
    typeof entry.id === 'string' &&
    typeof entry.reason === 'string' &&
    typeof entry.rejectedAt === 'number'
  );
}

/** The stored list (device-local, under `sync.`), tolerant of what another build wrote. */
export async function readSyncRejections(storage: StoragePort): Promise<SyncRejection[]> {
  const value = (await storage.settings.get(syncStateKeys.rejectedRecords))?.value;
  return Array.isArray(value) ? value.filter(isRejection) : [];
}

/**
 * Keeps the list in step with one push's answers: a rejected record is listed (with the latest
 * reason), a record the server took later is dropped from it. Written only when it changed.
 */
export async function recordPushRejections(
  storage: StoragePort,
  answers: readonly { record: SyncRecord; reason: string | null }[],
  now: number,
): Promise<void> {
  const before = await readSyncRejections(storage);
  const byKey = new Map(before.map((entry) => [rejectionKey(entry.kind, entry.id), entry]));
  let changed = false;
  for (const { record, reason } of answers) {
    const key = rejectionKey(record.kind, record.id);
    if (reason === null) {
      changed = byKey.delete(key) || changed;
    } else {
      byKey.set(key, { kind: record.kind, id: record.id, reason, rejectedAt: now });
      changed = true;
    }
  }
  if (!changed) return;
  await storage.settings.set({
    key: syncStateKeys.rejectedRecords,
    value: [...byKey.values()],
    updatedAt: now,
    syncedAt: null,
  });
}

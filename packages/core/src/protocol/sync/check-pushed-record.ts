import * as z from 'zod/mini';
import { lookupOwn } from '../../entities/index.ts';
import { carriesPlainKey, recordSyncCategory } from '../../sync-rules/index.ts';
import {
  syncRecordIDSchema,
  syncRecordKindSchema,
  syncRecordSchema,
  type SyncRecord,
} from './sync-record.ts';
import type { SyncPushRejected } from './sync-push.ts';

/** Why a pushed record is answered `rejected`: shown to the person, so in plain words. */
export const syncRejectionReasons = {
  malformed: 'This record is not in a form the server can store.',
  notSyncable: 'This record is never synced (a device setting or an unencrypted key).',
  messageWithoutChat: 'This message does not name its chat.',
} as const;

export type CheckedPushedRecord = { ok: true; record: SyncRecord } | { ok: false; result: SyncPushRejected };

function readableField<T>(schema: z.ZodMiniType<T>, entry: unknown, name: string): T | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const parsed = z.safeParse(schema, lookupOwn(entry as Record<string, unknown>, name));
  return parsed.success ? parsed.data : undefined;
}

/**
 * The push rules a single record must meet, shared by the server and the test-kit's memory server:
 * the record schema, a chat for every message, and a category (device settings and plain API keys
 * have none and never leave a device; nor does a profile or a custom model carrying a plain key).
 */
export function checkPushedRecord(entry: unknown): CheckedPushedRecord {
  const reject = (reason: string): CheckedPushedRecord => {
    const result: SyncPushRejected = { outcome: 'rejected', reason };
    const kind = readableField(syncRecordKindSchema, entry, 'kind');
    const id = readableField(syncRecordIDSchema, entry, 'id');
    if (kind !== undefined) result.kind = kind;
    if (id !== undefined) result.id = id;
    return { ok: false, result };
  };
  const parsed = z.safeParse(syncRecordSchema, entry);
  if (!parsed.success) return reject(syncRejectionReasons.malformed);
  const record = parsed.data;
  if (record.kind === 'message' && record.parentID === undefined) {
    return reject(syncRejectionReasons.messageWithoutChat);
  }
  if (
    recordSyncCategory(record.kind, record.id, record.deleted ? undefined : record.data) === null ||
    carriesPlainKey(record.kind, record.data)
  ) {
    return reject(syncRejectionReasons.notSyncable);
  }
  return { ok: true, record };
}

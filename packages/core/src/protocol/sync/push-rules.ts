import {
  compareSyncVersions,
  incomingWins,
  isDeletionFinal,
  recordSyncCategory,
  type SyncCategory,
  type SyncVersion,
} from '../../sync-rules/index.ts';
import type { CheckedPushedRecord } from './check-pushed-record.ts';
import type { SyncPushAccepted, SyncPushResult } from './sync-push.ts';
import type { SyncRecord } from './sync-record.ts';

/*
 * What the server does with a pushed record that passed `checkPushedRecord`, written once for the
 * real server (apps/server/src/sync) and the test-kit's memory server, so the reference the sync
 * engine is tested against cannot drift from what is deployed. Each store only loads and writes.
 */

export interface PushedRecordDecision {
  /** Whether this version replaces the stored one (a deleted chat then takes its messages along). */
  store: boolean;
  result: SyncPushAccepted;
}

export interface PushedRecordContext {
  /** The version the account holds, if any. */
  stored: SyncVersion | undefined;
  /** The record names a chat (`parentID`) that is deleted. */
  parentDeleted: boolean;
}

/**
 * A final deletion is never undone and nothing is added to a deleted chat (`deleted`); an older or
 * equal version is answered without storing (`applied` when it is the very version held, else
 * `superseded`); a winning version is stored.
 */
export function decidePushedRecord(
  record: SyncRecord,
  { stored, parentDeleted }: PushedRecordContext,
): PushedRecordDecision {
  const answer = (outcome: SyncPushAccepted['outcome']): SyncPushAccepted => ({
    kind: record.kind,
    id: record.id,
    outcome,
  });
  const final = isDeletionFinal(record.kind);
  if ((stored?.deleted === true && final) || (parentDeleted && !record.deleted)) {
    return { store: false, result: answer('deleted') };
  }
  if (!incomingWins(stored, record, final)) {
    const same = stored !== undefined && compareSyncVersions(stored, record) === 0;
    return { store: false, result: answer(same ? 'applied' : 'superseded') };
  }
  return { store: true, result: answer(record.deleted && final ? 'deleted' : 'applied') };
}

/** Whether storing this version deletes a chat, whose live messages must then be deleted with it. */
export function deletesChatMessages(record: SyncRecord): boolean {
  return record.kind === 'chat' && record.deleted;
}

/** The deletion a message of a deleted chat gets: stamped with the chat's deletion time. */
export function cascadedMessageDeletion(chatDeletion: SyncRecord, messageID: string): SyncRecord {
  return {
    kind: 'message',
    id: messageID,
    parentID: chatDeletion.id,
    updatedAt: chatDeletion.updatedAt,
    deleted: true,
  };
}

/**
 * The category a stored version is filed under for pulls, digests and manifests. Every accepted record
 * has one (`checkPushedRecord`); a deletion is classed without its data, as the push check classed it.
 */
export function storedRecordCategory(record: SyncRecord): SyncCategory {
  return (
    recordSyncCategory(record.kind, record.id, record.deleted ? undefined : record.data) ?? 'preferences'
  );
}

/** One answer per pushed entry, in order: the rejections where they were, the accepted in between. */
export function mergePushResults(
  checked: readonly CheckedPushedRecord[],
  accepted: readonly SyncPushAccepted[],
): SyncPushResult[] {
  let next = 0;
  return checked.map((check) => {
    if (!check.ok) return check.result;
    const result = accepted[next];
    next += 1;
    if (!result) throw new Error('The store answered fewer records than it was given.');
    return result;
  });
}

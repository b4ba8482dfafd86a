import type { SyncRejection } from './sync-rejections.ts';

/** How far the running sync has come; the pull side has no total because the server streams pages. */
export interface SyncProgress {
  /** True while this device runs its first sync ever (spec: the sync dialog shows only then). */
  firstSync: boolean;
  sent: number;
  toSend: number;
  received: number;
}

/** What the sync indicator, the dialog and the warnings read (spec: Sync details). */
export interface SyncStatus {
  phase: 'idle' | 'scheduled' | 'syncing';
  /** Set while phase is 'syncing', null otherwise. */
  progress: SyncProgress | null;
  lastSyncAt: number | null;
  /** The last failure's words for the user; null after a sync succeeds. */
  lastError: string | null;
  lastErrorAt: number | null;
  pendingChangesCount: number;
  ignoredCount: number;
  ignoredChatIDs: readonly string[];
  /**
   * Local records the server refused, each with its reason: they are not sent again until they
   * change, and they never hold up the rest of the sync.
   */
  rejectedRecords: readonly SyncRejection[];
}

export const initialSyncStatus: SyncStatus = {
  phase: 'idle',
  progress: null,
  lastSyncAt: null,
  lastError: null,
  lastErrorAt: null,
  pendingChangesCount: 0,
  ignoredCount: 0,
  ignoredChatIDs: [],
  rejectedRecords: [],
};

/** What the sync indicator, the dialog and the warnings read (spec: Sync details). */
export interface SyncStatus {
  phase: 'idle' | 'scheduled' | 'syncing';
  lastSyncAt: number | null;
  /** The last failure's words for the user; null after a sync succeeds. */
  lastError: string | null;
  lastErrorAt: number | null;
  pendingChangesCount: number;
  ignoredCount: number;
  ignoredChatIDs: readonly string[];
}

export const initialSyncStatus: SyncStatus = {
  phase: 'idle',
  lastSyncAt: null,
  lastError: null,
  lastErrorAt: null,
  pendingChangesCount: 0,
  ignoredCount: 0,
  ignoredChatIDs: [],
};

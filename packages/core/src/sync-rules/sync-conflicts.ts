import { canonicalJSON } from '../canonical-json/index.ts';

/** The part of a record version that decides which of two versions wins. */
export interface SyncVersion {
  updatedAt: number;
  deleted: boolean;
  data?: unknown;
}

/**
 * Orders two versions of one record: positive when `a` wins, negative when `b` wins, 0 when they are
 * the same version. The later `updatedAt` wins; on a tie a deletion wins, then the greater canonical
 * JSON text, so every device and the server pick the same winner without talking to each other.
 */
export function compareSyncVersions(a: SyncVersion, b: SyncVersion): number {
  if (a.updatedAt !== b.updatedAt) return a.updatedAt > b.updatedAt ? 1 : -1;
  if (a.deleted !== b.deleted) return a.deleted ? 1 : -1;
  if (a.deleted) return 0;
  const textA = canonicalJSON(a.data);
  const textB = canonicalJSON(b.data);
  if (textA === textB) return 0;
  return textA > textB ? 1 : -1;
}

/**
 * True when `incoming` should replace `stored`. Where deletion is final it beats every version, older
 * or newer: a person deleted what they saw, and a device whose clock runs ahead must not stamp an
 * edit that outlives the deletion. A final deletion is never replaced.
 */
export function incomingWins(
  stored: SyncVersion | undefined,
  incoming: SyncVersion,
  deletionIsFinal: boolean,
): boolean {
  if (stored === undefined) return true;
  if (deletionIsFinal && stored.deleted) return false;
  if (deletionIsFinal && incoming.deleted) return true;
  return compareSyncVersions(incoming, stored) > 0;
}

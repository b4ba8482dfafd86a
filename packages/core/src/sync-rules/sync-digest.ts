import type { SyncCategory, SyncRecordKind } from './sync-categories.ts';

/** One live record as the integrity check sees it. */
export interface DigestEntry {
  kind: SyncRecordKind;
  id: string;
  updatedAt: number;
}

/** Count and an order-free hash of a category's live records; equal on both sides means no drift. */
export interface CategoryDigest {
  count: number;
  hash: number;
}

/** FNV-1a over the entry's identity and version: cheap, and summed it ignores row order. */
function entryHash(entry: DigestEntry): number {
  const text = `${entry.kind}\u0000${entry.id}\u0000${String(entry.updatedAt)}`;
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function emptyDigest(): CategoryDigest {
  return { count: 0, hash: 0 };
}

/** Adds one entry to a digest in place; the sum wraps at 2^32 so the order of adding never matters. */
export function addToDigest(digest: CategoryDigest, entry: DigestEntry): void {
  digest.count += 1;
  digest.hash = (digest.hash + entryHash(entry)) >>> 0;
}

export function digestEntries(entries: Iterable<DigestEntry>): CategoryDigest {
  const digest = emptyDigest();
  for (const entry of entries) addToDigest(digest, entry);
  return digest;
}

export function digestsEqual(a: CategoryDigest | undefined, b: CategoryDigest | undefined): boolean {
  return (a?.count ?? 0) === (b?.count ?? 0) && (a?.hash ?? 0) === (b?.hash ?? 0);
}

export type CategoryDigests = Partial<Record<SyncCategory, CategoryDigest>>;

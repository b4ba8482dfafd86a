import type { BlobRecord } from '@confab/core';
import { useLiveQuery } from '../../storage/use-live-query.ts';

/** The stored bytes of a file, or null once read and found missing (not synced here yet). */
export function useFileBlob(blobID: string): { blob: BlobRecord | null | undefined; failed: boolean } {
  const state = useLiveQuery(
    () => ({
      read: async (storage) => (await storage.blobs.get(blobID)) ?? null,
      watches: (change) => change.table === 'blobs' && change.ids.includes(blobID),
    }),
    [blobID],
  );
  return { blob: state.value, failed: state.failed };
}

import { useCallback, useRef, useState } from 'react';
import { cryptoRandom } from '@confab/core';
import { useStorage } from '../../storage/app-storage.tsx';
import { isTooLargeToUpload, prepareUpload, storeUploads, type PreparedUpload } from './upload-file.ts';

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'too-large' | 'failed';

export interface UploadRow {
  key: string;
  name: string;
  size: number;
  /** 0 to 1. */
  progress: number;
  status: UploadStatus;
}

export interface Uploads {
  rows: UploadRow[];
  start: (files: readonly File[]) => void;
  clearFinished: () => void;
}

const finished = new Set<UploadStatus>(['done', 'too-large', 'failed']);

/** Files written together: at most this many, or this many bytes (a larger file goes alone). */
const batchLimits = { files: 25, bytes: 16_000_000 } as const;

/** Groups files in arrival order into write batches within `batchLimits`. */
export function uploadBatches<Entry extends { file: { size: number } }>(
  entries: readonly Entry[],
): Entry[][] {
  const batches: Entry[][] = [];
  let current: Entry[] = [];
  let bytes = 0;
  for (const entry of entries) {
    const full = current.length >= batchLimits.files || bytes + entry.file.size > batchLimits.bytes;
    if (current.length > 0 && full) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(entry);
    bytes += entry.file.size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/**
 * Uploads picked or dropped files in order, read one after another and written in small batches (at
 * most 16 MB of bytes in memory), with a row per file. A file over the limit is refused on its own;
 * the others still upload.
 */
export function useUploads(): Uploads {
  const storage = useStorage();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const nextKey = useRef(0);

  const update = useCallback((key: string, change: Partial<UploadRow>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  }, []);

  const start = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file) => {
        nextKey.current += 1;
        const row: UploadRow = {
          key: `upload-${String(nextKey.current)}`,
          name: file.name,
          size: file.size,
          progress: 0,
          status: isTooLargeToUpload(file) ? 'too-large' : 'waiting',
        };
        return { file, row };
      });
      setRows((current) => [...current, ...added.map(({ row }) => row)]);
      for (const batch of uploadBatches(added.filter(({ row }) => row.status !== 'too-large'))) {
        queue.current = queue.current.then(async () => {
          const prepared: { key: string; upload: PreparedUpload }[] = [];
          for (const { file, row } of batch) {
            update(row.key, { status: 'uploading' });
            try {
              const upload = await prepareUpload(file, {
                random: cryptoRandom,
                now: Date.now(),
                onProgress: (progress) => {
                  update(row.key, { progress });
                },
              });
              prepared.push({ key: row.key, upload });
            } catch {
              update(row.key, { status: 'failed' });
            }
          }
          try {
            await storeUploads(
              storage,
              prepared.map((entry) => entry.upload),
            );
            for (const { key } of prepared) update(key, { status: 'done', progress: 1 });
          } catch {
            for (const { key } of prepared) update(key, { status: 'failed' });
          }
        });
      }
    },
    [storage, update],
  );

  const clearFinished = useCallback(() => {
    setRows((current) => current.filter((row) => !finished.has(row.status)));
  }, []);

  return { rows, start, clearFinished };
}

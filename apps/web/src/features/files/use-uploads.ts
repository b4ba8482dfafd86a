import { useCallback, useRef, useState } from 'react';
import { cryptoRandom } from '@confab/core';
import { useStorage } from '../../storage/app-storage.tsx';
import { isTooLargeToUpload, uploadFile } from './upload-file.ts';

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

/**
 * Uploads picked or dropped files one after another (one file's bytes in memory at a time), with a
 * row per file. A file over the limit is refused on its own; the others still upload.
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
      for (const { file, row } of added) {
        if (row.status === 'too-large') continue;
        queue.current = queue.current.then(async () => {
          update(row.key, { status: 'uploading' });
          try {
            await uploadFile(storage, file, {
              random: cryptoRandom,
              now: Date.now(),
              onProgress: (progress) => {
                update(row.key, { progress });
              },
            });
            update(row.key, { status: 'done', progress: 1 });
          } catch {
            update(row.key, { status: 'failed' });
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

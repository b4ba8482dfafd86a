import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded bytes live. The filesystem store is the default; several instances share
 * postgres-blob-store.ts (BLOB_STORE=postgres), and an S3-compatible store would implement the same
 * three calls (keys are opaque, URL-safe strings).
 */
export interface BlobStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | undefined>;
  delete(key: string): Promise<void>;
}

/** Files under `directory`, one per key; keys are made by the server, never taken from a request. */
export function createFileBlobStore(directory: string): BlobStore {
  const fileOf = (key: string) => path.join(directory, key.slice(0, 2), key);
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written whole to a temporary name and renamed, so a crash never leaves half a file under the key.
      const temporary = `${file}.partial`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

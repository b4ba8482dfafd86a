import { mkdir, open, rename, rm, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

/** A stored file on its way out: read piece by piece as the answer is sent, never held whole. */
export interface OpenedBlob {
  size: number;
  stream: ReadableStream<Uint8Array>;
}

/**
 * Where uploaded bytes live. The filesystem store is the default; several instances share
 * postgres-blob-store.ts (BLOB_STORE=postgres), and an S3-compatible store would implement the same
 * three calls (keys are opaque, URL-safe strings).
 */
export interface BlobStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Undefined for a key with nothing stored. */
  open(key: string): Promise<OpenedBlob | undefined>;
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
    async open(key) {
      let handle: FileHandle;
      try {
        // The open handle keeps reading the file it opened even if a replacement is renamed over it.
        handle = await open(fileOf(key), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        // The read stream closes the handle when it ends, fails or is cancelled by a client going away.
        const stream = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
        return { size, stream };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

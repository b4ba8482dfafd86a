import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A stored file on its way out: read piece by piece as the answer is sent, never held whole. */
export interface OpenedBlob {
  size: number;
  stream: ReadableStream<Uint8Array>;
}

/** Bytes to store, in pieces (a file read in parts, or one array holding them all). */
export type BlobSource = AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

/**
 * Where uploaded bytes live. The filesystem store is the default; several instances share
 * postgres-blob-store.ts (BLOB_STORE=postgres), and an S3-compatible store would implement the same
 * three calls (keys are opaque, URL-safe strings).
 */
export interface BlobStore {
  /**
   * Stores what `source` yields under `key`, replacing what was there; on failure the old bytes
   * stay. Pass a source that reads quickly (a spooled file, not a client's request): a store may
   * hold a database connection and the key's lock until it ends.
   */
  put(key: string, source: BlobSource): Promise<void>;
  /** Undefined for a key with nothing stored. */
  open(key: string): Promise<OpenedBlob | undefined>;
  delete(key: string): Promise<void>;
}

/** Files under `directory`, one per key; keys are made by the server, never taken from a request. */
export function createFileBlobStore(directory: string): BlobStore {
  const fileOf = (key: string) => path.join(directory, key.slice(0, 2), key);
  return {
    async put(key, source) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written whole to a temporary name and renamed, so a crash never leaves half a file under the key.
      // Named per upload, so two uploads of one key never write into the same temporary file.
      const temporary = `${file}.${randomUUID()}.partial`;
      try {
        await pipeline(Readable.from(source), createWriteStream(temporary));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
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

import { createID, idPrefixes, type Random, type StoragePort } from '@confab/core';
import { storedFileNameMaximumLength, type BlobRecord, type StoredFile } from '@confab/core/entities';

/** Largest file the Files tab takes (decimal, like every size the app shows); the readers refuse more. */
export const fileUploadMaximumBytes = 50_000_000;

/** Bytes read per step: small enough for a smooth bar, large enough not to cost time. */
const sliceBytes = 1_048_576;

export function isTooLargeToUpload(file: { size: number }): boolean {
  return file.size > fileUploadMaximumBytes;
}

/** A name within the stored bounds: never empty, cut (by code point) to the longest kept. */
export function boundedFileName(name: string): string {
  const trimmed = name.trim();
  const characters = Array.from(trimmed === '' ? 'Untitled' : trimmed);
  return characters.slice(0, storedFileNameMaximumLength).join('');
}

/**
 * Reads the file in slices so the screen can show real progress (a `File` reads from disk lazily),
 * and answers the bytes as a Blob of their own, so the store never holds a handle to the disk file.
 */
export async function readFileInSlices(
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Blob> {
  const parts: ArrayBuffer[] = [];
  for (let offset = 0; offset < file.size; offset += sliceBytes) {
    signal?.throwIfAborted();
    parts.push(await file.slice(offset, offset + sliceBytes).arrayBuffer());
    onProgress(Math.min(1, (offset + sliceBytes) / file.size));
  }
  if (file.size === 0) onProgress(1);
  return new Blob(parts, { type: file.type });
}

export interface UploadOptions {
  random: Random;
  now: number;
  /** Reading counts for the first 90 %, writing the blob and the record for the rest. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

/** A file read into memory with the records that will store it. */
export interface PreparedUpload {
  blob: BlobRecord;
  file: StoredFile;
}

/** Reads one picked or dropped file and makes its blob and file records; writes nothing. */
export async function prepareUpload(file: File, options: UploadOptions): Promise<PreparedUpload> {
  const data = await readFileInSlices(
    file,
    (fraction) => {
      options.onProgress(fraction * 0.9);
    },
    options.signal,
  );
  const mimeType = file.type || 'application/octet-stream';
  const blobID = options.random.uuid();
  const times = { createdAt: options.now, updatedAt: options.now, syncedAt: null };
  return {
    blob: { id: blobID, mimeType, size: data.size, data, ...times },
    file: {
      id: createID(idPrefixes.file, options.random),
      name: boundedFileName(file.name),
      mimeType,
      size: data.size,
      blobID,
      collectionIDs: [],
      ...times,
    },
  };
}

/**
 * Writes read files in two transactions, the bytes first, so a file record never points at bytes
 * that are not there. Many small files dropped at once become a few writes instead of two each:
 * every write wakes the list, the indexing service and sync.
 */
export async function storeUploads(
  storage: Pick<StoragePort, 'blobs' | 'files'>,
  uploads: readonly PreparedUpload[],
): Promise<void> {
  await storage.blobs.putMany(uploads.map((upload) => upload.blob));
  await storage.files.putMany(uploads.map((upload) => upload.file));
}

/** Stores one file: its bytes as a blob, then the file record that points at them. */
export async function uploadFile(
  storage: Pick<StoragePort, 'blobs' | 'files'>,
  file: File,
  options: UploadOptions,
): Promise<StoredFile> {
  const prepared = await prepareUpload(file, options);
  await storeUploads(storage, [prepared]);
  options.onProgress(1);
  return prepared.file;
}

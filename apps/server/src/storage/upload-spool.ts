import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * The body's pieces through its reader: `Readable.fromWeb` would do, but its Node stream type and the
 * DOM's ReadableStream (the bench and e2e projects compile this file with the DOM library) disagree.
 */
async function* piecesOf(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/** An upload received into a temporary file: checked and stored from there, then discarded. */
export interface SpooledUpload {
  file: string;
  size: number;
  /** The bytes again, read from the file in pieces of `pieceBytes`. */
  pieces: (pieceBytes: number) => AsyncIterable<Uint8Array>;
  discard: () => Promise<void>;
}

/**
 * Receives a request body into a temporary file, so an upload of up to the route's limit is never
 * held in memory, and the blob store (PostgreSQL included) is written only once the whole body has
 * arrived: a slow client holds no database connection. The body limit middleware still refuses a
 * body past the limit while it streams; the file is then removed.
 */
export async function spoolUpload(
  body: ReadableStream<Uint8Array> | null,
  directory: string = tmpdir(),
): Promise<SpooledUpload> {
  const file = path.join(directory, `confab-upload-${randomUUID()}`);
  const discard = () => rm(file, { force: true });
  try {
    const source = Readable.from(body ? piecesOf(body) : []);
    await pipeline(source, createWriteStream(file, { flags: 'wx' }));
    const { size } = await stat(file);
    return {
      file,
      size,
      pieces: (pieceBytes) => createReadStream(file, { highWaterMark: pieceBytes }),
      discard,
    };
  } catch (error) {
    await discard();
    throw error;
  }
}

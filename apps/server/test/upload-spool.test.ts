import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spoolUpload } from '../src/storage/upload-spool.ts';
import { createTemporaryDirectory, type TemporaryDirectory } from './helpers/temporary-directory.ts';

const streamOf = (parts: Uint8Array[], failure?: Error) =>
  new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = parts.shift();
      if (next !== undefined) controller.enqueue(next);
      else if (failure) controller.error(failure);
      else controller.close();
    },
  });

describe('spoolUpload', () => {
  let directory: TemporaryDirectory;
  beforeEach(() => {
    directory = createTemporaryDirectory('spool');
  });
  afterEach(() => {
    directory.remove();
  });

  it('keeps the body in a file, gives it back in pieces of the asked size, and removes it', async () => {
    const bytes = randomBytes(10_000);
    const upload = await spoolUpload(
      streamOf([bytes.subarray(0, 3_000), bytes.subarray(3_000)]),
      directory.path,
    );
    expect(upload.size).toBe(10_000);
    const pieces: Buffer[] = [];
    for await (const piece of upload.pieces(4_096)) pieces.push(Buffer.from(piece));
    expect(pieces.map((piece) => piece.byteLength)).toEqual([4_096, 4_096, 1_808]);
    expect(Buffer.concat(pieces).equals(bytes)).toBe(true);
    await upload.discard();
    expect(readdirSync(directory.path)).toEqual([]);
  });

  it('takes a request without a body as an empty upload', async () => {
    const upload = await spoolUpload(null, directory.path);
    expect(upload.size).toBe(0);
    await upload.discard();
  });

  it('leaves no file behind when the body fails half-way (a cut connection, the body limit)', async () => {
    const cut = streamOf([randomBytes(5_000)], new Error('connection reset'));
    await expect(spoolUpload(cut, directory.path)).rejects.toThrow('connection reset');
    expect(readdirSync(directory.path)).toEqual([]);
  });
});

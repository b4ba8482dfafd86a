// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DocumentReadError, UnsupportedDocumentError } from './document-read-error.ts';
import { maxDocumentBytes } from './document-limits.ts';
import { readDocument } from './read-document.ts';
import { blobOf } from './test/make-test-documents.ts';
import { BlockCollector } from './text-budget.ts';

async function failure(promise: Promise<unknown>): Promise<DocumentReadError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof DocumentReadError))
    throw new Error(`Expected a DocumentReadError, got ${String(error)}`);
  return error;
}

describe('readDocument', () => {
  it('refuses a file over 50 MB before reading it', async () => {
    const huge = {
      size: maxDocumentBytes + 1,
      arrayBuffer: () => Promise.reject(new Error('read')),
    } as unknown as Blob;
    const error = await failure(readDocument(huge, { name: 'big.txt', mimeType: 'text/plain' }));
    expect(error.code).toBe('too-large');
  });

  it('refuses an unknown binary file as unsupported', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00]);
    const error = await failure(
      readDocument(blobOf(bytes), { name: 'archive.zip', mimeType: 'application/zip' }),
    );
    expect(error).toBeInstanceOf(UnsupportedDocumentError);
    expect(error.code).toBe('unsupported');
  });

  it('refuses an image: it has no text to read', async () => {
    const error = await failure(
      readDocument(blobOf('not really'), { name: 'photo.png', mimeType: 'image/png' }),
    );
    expect(error.code).toBe('unsupported');
  });

  it('reads a file of unknown type whose bytes are text as plain text', async () => {
    const document = await readDocument(blobOf('Just words.'), { name: 'LICENSE', mimeType: '' });
    expect(document.blocks).toEqual([{ kind: 'text', text: 'Just words.' }]);
  });
});

describe('the text cap', () => {
  it('keeps text up to the cap, cuts the block that crosses it, and says the text was truncated', () => {
    const collector = new BlockCollector(20);
    collector.heading('Title', 1);
    collector.text('0123456789');
    collector.text('abcdefghij');
    collector.text('never kept');
    expect(collector.blocks).toEqual([
      { kind: 'heading', text: 'Title', level: 1 },
      { kind: 'text', text: '0123456789' },
      { kind: 'text', text: 'abcde' },
    ]);
    expect(collector.truncated).toBe(true);
  });
});

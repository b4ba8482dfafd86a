// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DocumentReadError } from './document-read-error.ts';
import { readDocument } from './read-document.ts';
import { blobOf, makePasswordPdf, makeScannedPdf, makeTextPdf } from './test/make-test-documents.ts';

const pdf = { name: 'report.pdf', mimeType: 'application/pdf' };

async function readError(promise: Promise<unknown>): Promise<DocumentReadError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof DocumentReadError))
    throw new Error(`Expected a DocumentReadError, got ${String(error)}`);
  return error;
}

describe('reading a PDF', () => {
  it('reads every page, with the page on each block and a phrase found on page 7', async () => {
    const bytes = await makeTextPdf({
      pages: 9,
      phrases: new Map([[7, 'The harbour master keeps the blue ledger.']]),
    });
    const document = await readDocument(blobOf(bytes), pdf);
    expect(document.pageCount).toBe(9);
    expect(document.noTextLayer).toBeUndefined();
    expect(document.blocks.every((block) => block.page !== undefined)).toBe(true);
    const phrase = document.blocks.find((block) => block.text.includes('blue ledger'));
    expect(phrase).toEqual({ kind: 'text', text: 'The harbour master keeps the blue ledger.', page: 7 });
  });

  it('joins the lines of a paragraph and keeps paragraphs apart', async () => {
    const document = await readDocument(blobOf(await makeTextPdf({ pages: 1 })), pdf);
    expect(document.blocks.filter((block) => block.kind === 'text').map((block) => block.text)).toEqual([
      'This is the first line of page 1 of the test document, and the second line of the same paragraph.',
      'A separate paragraph closes page 1.',
    ]);
  });

  it('guesses headings from a larger font', async () => {
    const document = await readDocument(blobOf(await makeTextPdf({ pages: 3 })), pdf);
    expect(document.blocks.filter((block) => block.kind === 'heading')).toEqual([
      { kind: 'heading', text: 'Chapter 1', level: 1, page: 1 },
      { kind: 'heading', text: 'Chapter 2', level: 1, page: 2 },
      { kind: 'heading', text: 'Chapter 3', level: 1, page: 3 },
    ]);
  });

  it('drops running heads and page numbers that repeat on most pages, after the first page', async () => {
    const bytes = await makeTextPdf({ pages: 5, furniture: true });
    const document = await readDocument(blobOf(bytes), pdf);
    const furniture = document.blocks.filter(
      (block) => block.text === 'Harbour Operations Manual' || /^\d+$/.test(block.text),
    );
    expect(furniture.every((block) => block.page === 1)).toBe(true);
    // Lines that differ only by their number are content, not furniture.
    expect(document.blocks).toContainEqual({ kind: 'heading', text: 'Chapter 5', level: 1, page: 5 });
    expect(document.blocks).toContainEqual({
      kind: 'text',
      text: 'A separate paragraph closes page 5.',
      page: 5,
    });
  });

  it('reports a PDF without a text layer, with no blocks', async () => {
    const document = await readDocument(blobOf(await makeScannedPdf(2)), pdf);
    expect(document).toEqual({ blocks: [], pageCount: 2, noTextLayer: true });
  });

  it('refuses a password-protected PDF as encrypted', async () => {
    const error = await readError(readDocument(blobOf(await makePasswordPdf()), pdf));
    expect(error.code).toBe('encrypted');
  });

  it('refuses a damaged PDF as corrupt', async () => {
    const error = await readError(
      readDocument(blobOf('%PDF-1.7\nthis is not really a PDF at all\n%%EOF'), pdf),
    );
    expect(error.code).toBe('corrupt');
  });

  it('recognises a PDF by its bytes when the name and type say nothing', async () => {
    const bytes = await makeTextPdf({ pages: 1 });
    const document = await readDocument(blobOf(bytes), {
      name: 'download',
      mimeType: 'application/octet-stream',
    });
    expect(document.pageCount).toBe(1);
  });
});

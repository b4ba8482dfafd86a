// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DocumentReadError } from './document-read-error.ts';
import { readDocument } from './read-document.ts';
import { blobOf, makeDocx } from './test/make-test-documents.ts';

const docx = {
  name: 'lease.docx',
  mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

describe('reading a DOCX', () => {
  it('turns Word heading styles into headings, keeps paragraphs, and reads table rows as text', async () => {
    const document = await readDocument(blobOf(await makeDocx()), docx);
    expect(document.blocks).toEqual([
      { kind: 'heading', text: 'Tenancy agreement', level: 1 },
      { kind: 'text', text: 'The tenant pays the rent on the first day of each month.' },
      { kind: 'text', text: 'Pets are allowed with written consent & a deposit.' },
      { kind: 'heading', text: 'Fees', level: 2 },
      { kind: 'text', text: 'Item | Amount' },
      { kind: 'text', text: 'Deposit | 900 EUR' },
    ]);
  });

  it('refuses a damaged file as corrupt', async () => {
    const error: unknown = await readDocument(blobOf('PK\u0003\u0004 not a zip'), docx).catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(DocumentReadError);
    expect((error as DocumentReadError).code).toBe('corrupt');
  });

  it('refuses a file whose parts declare more than it may unpack to, before inflating any', async () => {
    const bytes = new Uint8Array(await blobOf(await makeDocx()).arrayBuffer());
    const view = new DataView(bytes.buffer);
    // The first central directory entry's uncompressed size (offset 24) claims almost 4 GB.
    for (let offset = 0; offset < bytes.length - 4; offset += 1) {
      if (view.getUint32(offset, true) === 0x02014b50) {
        view.setUint32(offset + 24, 0xfffffff0, true);
        break;
      }
    }
    const error: unknown = await readDocument(blobOf(bytes), docx).catch((reason: unknown) => reason);
    expect((error as DocumentReadError).code).toBe('too-large');
  });

  it('refuses a password-protected Word file (an OLE container) as encrypted', async () => {
    const bytes = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    const error: unknown = await readDocument(blobOf(bytes), docx).catch((reason: unknown) => reason);
    expect((error as DocumentReadError).code).toBe('encrypted');
  });
});

import { listZipEntries } from '@confab/core/data-import';
import { DocumentReadError } from '../document-read-error.ts';
import { BlockCollector } from '../text-budget.ts';
import { readHtml } from './html-reader.ts';

type Mammoth = typeof import('mammoth');
type MammothInput = Parameters<Mammoth['convertToHtml']>[0];

/** An OLE compound file: what Word writes when a .docx is saved with a password. */
function isCompoundFile(bytes: Uint8Array): boolean {
  return bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
}

/** A Word file unpacks to its XML parts; more than this is a ZIP bomb, not a document. */
export const maximumUnpackedDocxBytes = 200 * 1024 * 1024;

/** The sizes the archive declares, checked before mammoth (through JSZip) inflates anything. */
function checkUnpackedSize(bytes: Uint8Array<ArrayBuffer>): void {
  let total = 0;
  try {
    for (const entry of listZipEntries(bytes)) total += entry.uncompressedSize;
  } catch (error) {
    throw new DocumentReadError('corrupt', 'This Word document is damaged and cannot be read.', {
      cause: error,
    });
  }
  if (total > maximumUnpackedDocxBytes) {
    throw new DocumentReadError('too-large', 'This Word document unpacks to more than 200 MB.');
  }
}

/**
 * mammoth maps Word's heading styles to h1–h6 and keeps paragraphs, lists and tables, so its HTML
 * goes through the HTML reader: one set of rules for headings and table rows in both formats.
 */
export async function readDocx(bytes: Uint8Array, collector: BlockCollector): Promise<void> {
  if (isCompoundFile(bytes))
    throw new DocumentReadError('encrypted', 'This Word document is protected with a password.');
  const arrayBuffer = bytes.buffer.slice(
    bytes.byteOffset,
    bytes.byteOffset + bytes.byteLength,
  ) as ArrayBuffer;
  checkUnpackedSize(new Uint8Array(arrayBuffer));
  // mammoth's Node build reads `buffer`, its browser build (used in the worker) `arrayBuffer`; JSZip
  // underneath takes an ArrayBuffer in both.
  const input = { arrayBuffer, buffer: arrayBuffer } as unknown as MammothInput;
  // Loaded with the first Word file: most reads never need it, and it is a third of the worker.
  const { default: mammoth } = await import('mammoth');
  let html: string;
  try {
    const result = await mammoth.convertToHtml(input, {
      externalFileAccess: false,
      // Pictures carry no text; without this mammoth inlines each one as a base64 data URL.
      convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })),
    });
    html = result.value;
  } catch (error) {
    throw new DocumentReadError('corrupt', 'This Word document is damaged and cannot be read.', {
      cause: error,
    });
  }
  readHtml(html, collector);
}

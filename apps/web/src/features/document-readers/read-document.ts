import type { ExtractedDocument } from '@confab/core/knowledge';
import { decodeText, looksLikeText, normaliseLineEndings } from './decode-text.ts';
import { documentKindOf, isTabSeparated, type DocumentKind } from './document-kind.ts';
import { maxDocumentBytes } from './document-limits.ts';
import { DocumentReadError, UnsupportedDocumentError } from './document-read-error.ts';
import { readCode } from './readers/code-reader.ts';
import { readDelimitedText } from './readers/csv-reader.ts';
import { readDocx } from './readers/docx-reader.ts';
import { readHtml } from './readers/html-reader.ts';
import { readJson } from './readers/json-reader.ts';
import { readMarkdown } from './readers/markdown-reader.ts';
import { readPdf } from './readers/pdf-reader.ts';
import { readPlainText } from './readers/plain-text-reader.ts';
import { BlockCollector } from './text-budget.ts';

/** What a reader returns: the shared shape, plus whether the text was cut at the size cap. */
export interface ReadDocumentResult extends ExtractedDocument {
  /** The extracted text reached `maxExtractedCharacters` and the rest was dropped. */
  truncated?: boolean;
}

export interface DocumentFileInfo {
  name: string;
  mimeType: string;
}

const pdfSignature = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/** A file the name and type say nothing about is read if its bytes say PDF or look like text. */
function sniffKind(bytes: Uint8Array): DocumentKind {
  if (startsWith(bytes, pdfSignature)) return 'pdf';
  return looksLikeText(bytes) ? 'text' : 'unsupported';
}

/**
 * Reads a file into blocks of text, choosing the reader by MIME type, then extension, then the
 * bytes. Runs anywhere (the worker, Node tests); the app calls it through `readDocumentInWorker`.
 */
export async function readDocument(
  bytes: Blob,
  file: DocumentFileInfo,
  options: { signal?: AbortSignal } = {},
): Promise<ReadDocumentResult> {
  if (bytes.size > maxDocumentBytes) {
    throw new DocumentReadError('too-large', 'Documents larger than 50 MB cannot be read.');
  }
  const data = new Uint8Array(await bytes.arrayBuffer());
  let kind = documentKindOf(file);
  if (kind === 'unsupported') kind = sniffKind(data);
  const collector = new BlockCollector();
  const finish = (extra: Partial<ExtractedDocument> = {}): ReadDocumentResult => ({
    blocks: collector.blocks,
    ...extra,
    ...(collector.truncated ? { truncated: true } : {}),
  });

  switch (kind) {
    case 'pdf': {
      const { pageCount, noTextLayer } = await readPdf(data, collector, options.signal);
      return noTextLayer ? { blocks: [], pageCount, noTextLayer: true } : finish({ pageCount });
    }
    case 'docx':
      await readDocx(data, collector);
      return finish();
    case 'image':
      throw new UnsupportedDocumentError('Images have no text to read.');
    case 'unsupported':
      throw new UnsupportedDocumentError();
    default:
      readText(kind, normaliseLineEndings(decodeText(data)), file, collector);
      return finish();
  }
}

function readText(kind: DocumentKind, text: string, file: DocumentFileInfo, collector: BlockCollector): void {
  switch (kind) {
    case 'html':
      readHtml(text, collector);
      return;
    case 'markdown':
      readMarkdown(text, collector);
      return;
    case 'code':
      readCode(text, file.name.slice(file.name.lastIndexOf('/') + 1), collector);
      return;
    case 'csv':
      readDelimitedText(text, { tabSeparated: isTabSeparated(file) }, collector);
      return;
    case 'json':
      readJson(text, collector);
      return;
    default:
      readPlainText(text, collector);
  }
}

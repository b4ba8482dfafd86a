import type { TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api';
import { maxExtractedCharacters } from '../document-limits.ts';
import { DocumentReadError } from '../document-read-error.ts';
import { BlockCollector } from '../text-budget.ts';
import { loadPdfJs } from './pdf-library.ts';
import { dropRunningHeads } from './pdf-running-heads.ts';
import {
  headingLevels,
  isHeading,
  linesToParagraphs,
  textItemsToLines,
  type PdfParagraph,
} from './pdf-text-lines.ts';

export interface PdfReadResult {
  pageCount: number;
  noTextLayer: boolean;
}

function isTextItem(item: TextItem | TextMarkedContent): item is TextItem {
  return 'str' in item;
}

/** PDF.js errors cross its message port as plain objects, so they are told apart by name. */
function toReadError(error: unknown): DocumentReadError {
  const name =
    error instanceof Error || (typeof error === 'object' && error !== null)
      ? (error as { name?: unknown }).name
      : undefined;
  if (name === 'PasswordException') {
    return new DocumentReadError('encrypted', 'This PDF is protected with a password.', { cause: error });
  }
  return new DocumentReadError('corrupt', 'This PDF is damaged and cannot be read.', { cause: error });
}

/**
 * Text per page from PDF.js's text layer, lines joined into paragraphs, headings guessed from
 * font size over the whole document. Pages are read one after another and released, so memory
 * holds the text, not the pages. A document with no text on any page is a scan: `noTextLayer`.
 */
export async function readPdf(
  bytes: Uint8Array,
  collector: BlockCollector,
  signal?: AbortSignal,
): Promise<PdfReadResult> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    useWasm: false,
    stopAtErrors: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    const document = await task.promise.catch((error: unknown) => {
      throw toReadError(error);
    });
    const pages: { page: number; paragraphs: PdfParagraph[] }[] = [];
    let characters = 0;
    let failedPages = 0;
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber += 1) {
      signal?.throwIfAborted();
      try {
        const page = await document.getPage(pageNumber);
        const content = await page.getTextContent();
        const paragraphs = linesToParagraphs(textItemsToLines(content.items.filter(isTextItem)));
        page.cleanup();
        pages.push({ page: pageNumber, paragraphs });
        for (const paragraph of paragraphs) characters += paragraph.text.length;
      } catch (error) {
        // One broken page should not cost the rest of the document.
        if (signal?.aborted) throw error;
        failedPages += 1;
      }
      if (characters > maxExtractedCharacters) break;
    }
    if (failedPages > 0 && failedPages === document.numPages)
      throw toReadError(new Error('No page could be read'));
    dropRunningHeads(pages);
    const levels = headingLevels(pages.flatMap((page) => page.paragraphs));
    for (const { page, paragraphs } of pages) {
      for (const paragraph of paragraphs) {
        const level = isHeading(paragraph, levels);
        if (level === undefined) collector.text(paragraph.text, page);
        else collector.heading(paragraph.text, level, page);
      }
    }
    return { pageCount: document.numPages, noTextLayer: characters === 0 };
  } finally {
    await task.destroy();
  }
}

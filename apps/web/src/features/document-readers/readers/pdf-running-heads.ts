import type { PdfParagraph } from './pdf-text-lines.ts';

/** Fewer pages than this give too little evidence that a line repeats by design. */
const minimumPages = 4;

/** "7", "Page 7", "7 of 30", "- 7 -", "vii": a page number standing alone. */
const pageNumber = /^(?:page\s+)?[-–—]?\s*(?:\d{1,4}|[ivxlcdm]{1,7})\s*[-–—]?(?:\s*(?:of|\/)\s*\d{1,4})?$/i;

function edgeParagraphs(paragraphs: readonly PdfParagraph[]): PdfParagraph[] {
  if (paragraphs.length <= 2) return [...paragraphs];
  return [paragraphs[0], paragraphs.at(-1)].filter((paragraph) => paragraph !== undefined);
}

function normalised(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * Drops page furniture from a page's first and last paragraph: page numbers, and running heads or
 * feet, the same text starting or ending at least 40% of the pages. They would otherwise land in
 * every passage and match every question about the document's title. Text is compared exactly,
 * not with numbers masked: that took "Chapter 2", "Chapter 3"… for a running head. The first page
 * keeps its own: its first line is usually the title, set in the running head's words.
 */
export function dropRunningHeads(pages: readonly { page: number; paragraphs: PdfParagraph[] }[]): void {
  if (pages.length < minimumPages) return;
  const pagesByText = new Map<string, number>();
  for (const { paragraphs } of pages) {
    const texts = new Set(edgeParagraphs(paragraphs).map((paragraph) => normalised(paragraph.text)));
    for (const text of texts) pagesByText.set(text, (pagesByText.get(text) ?? 0) + 1);
  }
  const threshold = pages.length * 0.4;
  const isFurniture = (paragraph: PdfParagraph) =>
    pageNumber.test(paragraph.text.trim()) || (pagesByText.get(normalised(paragraph.text)) ?? 0) >= threshold;
  for (const entry of pages.slice(1)) {
    const edges = new Set(edgeParagraphs(entry.paragraphs));
    entry.paragraphs = entry.paragraphs.filter(
      (paragraph) => !(edges.has(paragraph) && isFurniture(paragraph)),
    );
  }
}

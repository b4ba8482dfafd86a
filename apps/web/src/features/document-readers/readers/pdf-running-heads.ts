import type { PdfParagraph } from './pdf-text-lines.ts';

/** Fewer pages than this give too little evidence that a line repeats by design. */
const minimumPages = 4;

/** Page furniture is compared with its numbers masked, so "Page 3" and "Page 4" are one line. */
function furnitureKey(text: string): string {
  return text.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim().toLowerCase();
}

function edgeParagraphs(paragraphs: readonly PdfParagraph[]): PdfParagraph[] {
  return paragraphs.length <= 2
    ? [...paragraphs]
    : [paragraphs[0], paragraphs.at(-1)].filter((paragraph) => paragraph !== undefined);
}

/**
 * Drops running heads, running feet and page numbers: a page's first or last paragraph whose text
 * (numbers masked) starts or ends at least 40% of the pages. They would otherwise land in every
 * passage and match every question about the document's title. The first page keeps its own: its
 * first line is usually the title, set in the running head's words.
 */
export function dropRunningHeads(pages: readonly { page: number; paragraphs: PdfParagraph[] }[]): void {
  if (pages.length < minimumPages) return;
  const pagesByKey = new Map<string, number>();
  for (const { paragraphs } of pages) {
    const keys = new Set(edgeParagraphs(paragraphs).map((paragraph) => furnitureKey(paragraph.text)));
    for (const key of keys) pagesByKey.set(key, (pagesByKey.get(key) ?? 0) + 1);
  }
  const threshold = pages.length * 0.4;
  const isFurniture = (paragraph: PdfParagraph) =>
    (pagesByKey.get(furnitureKey(paragraph.text)) ?? 0) >= threshold;
  for (const entry of pages.slice(1)) {
    const edges = new Set(edgeParagraphs(entry.paragraphs));
    entry.paragraphs = entry.paragraphs.filter(
      (paragraph) => !(edges.has(paragraph) && isFurniture(paragraph)),
    );
  }
}

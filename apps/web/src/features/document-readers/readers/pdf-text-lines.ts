/** The part of a PDF.js text item the line builder uses. */
export interface PdfTextItem {
  str: string;
  /** [scaleX, skewY, skewX, scaleY, x, y] in PDF units, y growing upwards. */
  transform: number[];
  width: number;
  height: number;
  hasEOL: boolean;
}

export interface PdfLine {
  text: string;
  /** Largest font size on the line. */
  size: number;
  /** Baseline of the line's first item. */
  y: number;
}

function fontSize(item: PdfTextItem): number {
  const [scaleX = 0, skewY = 0, , scaleY = 0] = item.transform;
  return Math.hypot(scaleY, skewY) || Math.abs(scaleX) || item.height;
}

/**
 * Items to lines: a line ends where PDF.js marks an end of line or the baseline moves by more than
 * half the font size. Within a line a space is put between items that leave a visible gap and
 * carry none themselves (many PDFs place each word on its own).
 */
export function textItemsToLines(items: readonly PdfTextItem[]): PdfLine[] {
  const lines: PdfLine[] = [];
  let current: { text: string; size: number; y: number; endX: number } | undefined;
  const finish = () => {
    if (current && current.text.trim() !== '') {
      lines.push({ text: current.text.replace(/\s+/g, ' ').trim(), size: current.size, y: current.y });
    }
    current = undefined;
  };

  for (const item of items) {
    const size = fontSize(item);
    const x = item.transform[4] ?? 0;
    const y = item.transform[5] ?? 0;
    if (current && Math.abs(y - current.y) > Math.max(size, current.size) / 2) finish();
    if (!current) {
      current = { text: item.str, size: item.str.trim() === '' ? 0 : size, y, endX: x + item.width };
    } else {
      const gap = x - current.endX;
      const needsSpace = gap > size * 0.15 && !/\s$/.test(current.text) && !/^\s/.test(item.str);
      current.text += (needsSpace ? ' ' : '') + item.str;
      if (item.str.trim() !== '') current.size = Math.max(current.size, size);
      current.endX = x + item.width;
    }
    if (item.hasEOL) finish();
  }
  finish();
  return lines;
}

export interface PdfParagraph {
  text: string;
  size: number;
  lineCount: number;
}

/**
 * Lines to paragraphs: a new paragraph where the font size changes or the gap to the previous line
 * is clearly larger than a line's height. A word hyphenated across lines is joined again.
 */
export function linesToParagraphs(lines: readonly PdfLine[]): PdfParagraph[] {
  const paragraphs: PdfParagraph[] = [];
  let previous: PdfLine | undefined;
  for (const line of lines) {
    const last = paragraphs.at(-1);
    const sameSize = previous !== undefined && Math.abs(line.size - previous.size) < 0.5;
    const gap = previous === undefined ? Infinity : previous.y - line.y;
    const continues = last !== undefined && sameSize && gap > 0 && gap < line.size * 1.7;
    if (continues) {
      last.text =
        /\p{Ll}-$/u.test(last.text) && /^\p{Ll}/u.test(line.text)
          ? last.text.slice(0, -1) + line.text
          : `${last.text} ${line.text}`;
      last.lineCount += 1;
    } else {
      paragraphs.push({ text: line.text, size: line.size, lineCount: 1 });
    }
    previous = line;
  }
  return paragraphs;
}

/**
 * The body size is the size most characters are set in; paragraphs at least 15% larger, short and
 * of one or two lines are headings, the largest such size level 1. Cheap, and wrong only by
 * calling a large-print line a heading, which costs retrieval little.
 */
export function headingLevels(paragraphs: readonly PdfParagraph[]): Map<number, number> {
  const characters = new Map<number, number>();
  for (const paragraph of paragraphs) {
    const size = Math.round(paragraph.size * 2) / 2;
    characters.set(size, (characters.get(size) ?? 0) + paragraph.text.length);
  }
  let bodySize = 0;
  let most = -1;
  for (const [size, count] of characters) {
    if (count > most) [bodySize, most] = [size, count];
  }
  const headingSizes = [...characters.keys()].filter((size) => size >= bodySize * 1.15).sort((a, b) => b - a);
  return new Map(headingSizes.slice(0, 6).map((size, index) => [size, index + 1]));
}

export function isHeading(paragraph: PdfParagraph, levels: ReadonlyMap<number, number>): number | undefined {
  if (paragraph.lineCount > 2 || paragraph.text.length > 200) return undefined;
  return levels.get(Math.round(paragraph.size * 2) / 2);
}

import { Parser } from 'htmlparser2';
import { maxHtmlDepth } from '../document-limits.ts';
import { DocumentReadError } from '../document-read-error.ts';
import { BlockCollector } from '../text-budget.ts';

/** Elements whose content is not document text (code, styling, navigation, embedded media). */
const skippedElements = new Set([
  'script',
  'style',
  'nav',
  'noscript',
  'template',
  'title',
  'svg',
  'math',
  'iframe',
  'object',
  'select',
  'button',
]);

/** Elements that end one run of text and start another. */
const blockElements = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'pre',
  'blockquote',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'figure',
  'figcaption',
  'caption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'form',
  'fieldset',
  'address',
  'details',
  'summary',
  'hr',
  'body',
  'html',
]);

const headingLevel = new Map([
  ['h1', 1],
  ['h2', 2],
  ['h3', 3],
  ['h4', 4],
  ['h5', 5],
  ['h6', 6],
]);

/**
 * Headings (h1–h6) become heading blocks, other block elements text blocks, and each table row one
 * block with its cells joined by " | ". Entities are decoded by the parser. htmlparser2 keeps its
 * open elements in an array it grows at the front, so its time grows with the square of the
 * nesting depth (100,000 levels took 25 s): deeper than `maxHtmlDepth` is refused.
 */
export function readHtml(html: string, collector: BlockCollector): void {
  let skipDepth = 0;
  let preDepth = 0;
  let heading: number | undefined;
  let buffer = '';
  let row: string[] | undefined;
  let cell: string | undefined;
  let depth = 0;

  const flush = () => {
    const text = preDepth > 0 ? buffer : collapseSpaces(buffer);
    buffer = '';
    if (heading === undefined) collector.text(text);
    else collector.heading(text.replace(/\s+/g, ' '), heading);
  };
  const append = (text: string) => {
    if (cell !== undefined) cell += text;
    else buffer += text;
  };

  const parser = new Parser(
    {
      onopentag(name) {
        depth += 1;
        if (depth > maxHtmlDepth) {
          throw new DocumentReadError('corrupt', 'This page nests its elements too deeply to read.');
        }
        if (skippedElements.has(name)) skipDepth += 1;
        if (skipDepth > 0) return;
        const level = headingLevel.get(name);
        if (level !== undefined) {
          flush();
          heading = level;
        } else if (name === 'tr') {
          flush();
          row = [];
        } else if ((name === 'td' || name === 'th') && row) {
          cell = '';
        } else if (name === 'br') {
          append('\n');
        } else if (name === 'pre') {
          flush();
          preDepth += 1;
        } else if (blockElements.has(name)) {
          if (cell !== undefined) cell += ' ';
          else flush();
        }
      },
      ontext(text) {
        if (skipDepth > 0) return;
        append(preDepth > 0 ? text : text.replace(/[ \t\r\n\f]+/g, ' '));
      },
      onclosetag(name) {
        depth = Math.max(0, depth - 1);
        if (skippedElements.has(name)) {
          skipDepth = Math.max(0, skipDepth - 1);
          return;
        }
        if (skipDepth > 0) return;
        if (headingLevel.has(name)) {
          flush();
          heading = undefined;
        } else if ((name === 'td' || name === 'th') && row && cell !== undefined) {
          row.push(collapseSpaces(cell).replace(/\s+/g, ' '));
          cell = undefined;
        } else if (name === 'tr' && row) {
          collector.text(row.filter((text) => text !== '').join(' | '));
          row = undefined;
        } else if (name === 'pre') {
          flush();
          preDepth = Math.max(0, preDepth - 1);
        } else if (blockElements.has(name) && cell === undefined) {
          flush();
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  // Written in slices so a huge page can stop once the text budget is spent.
  const sliceLength = 1 << 20;
  for (let start = 0; start < html.length && !collector.full; start += sliceLength) {
    parser.write(html.slice(start, start + sliceLength));
  }
  parser.end();
  flush();
}

function collapseSpaces(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

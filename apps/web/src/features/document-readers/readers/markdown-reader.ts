import { BlockCollector } from '../text-budget.ts';

const atxHeading = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const fenceOpening = /^ {0,3}(`{3,}|~{3,})/;
const setextLevel1 = /^ {0,3}=+[ \t]*$/;
const setextLevel2 = /^ {0,3}-+[ \t]*$/;

/** Links and images keep their words, not their addresses: the words are what a question matches. */
function plainInline(text: string): string {
  return text.replace(/!?\[([^\]\n]*)\]\([^)\n]*\)/g, '$1');
}

/**
 * A line scanner rather than a full Markdown parser: retrieval needs headings and paragraph
 * boundaries, and a scanner cannot overflow the stack on deeply nested quotes or lists.
 */
export function readMarkdown(text: string, collector: BlockCollector): void {
  let paragraph: string[] = [];
  let fence: { marker: string; lines: string[] } | undefined;
  const flush = () => {
    if (paragraph.length > 0) collector.text(plainInline(paragraph.join('\n')));
    paragraph = [];
  };

  for (const line of text.split('\n')) {
    if (collector.full) return;
    if (fence) {
      const closing = fenceOpening.exec(line)?.[1];
      if (
        closing !== undefined &&
        closing[0] === fence.marker[0] &&
        closing.length >= fence.marker.length &&
        line.trim() === closing
      ) {
        collector.text(fence.lines.join('\n'));
        fence = undefined;
      } else fence.lines.push(line);
      continue;
    }
    const opening = fenceOpening.exec(line)?.[1];
    if (opening) {
      flush();
      fence = { marker: opening, lines: [] };
      continue;
    }
    const heading = atxHeading.exec(line);
    if (heading) {
      flush();
      collector.heading(plainInline(heading[2] ?? ''), heading[1]?.length ?? 1);
      continue;
    }
    if (paragraph.length > 0 && (setextLevel1.test(line) || setextLevel2.test(line))) {
      collector.heading(plainInline(paragraph.join(' ')), setextLevel1.test(line) ? 1 : 2);
      paragraph = [];
      continue;
    }
    if (line.trim() === '') flush();
    else paragraph.push(line);
  }
  // An unclosed fence runs to the end of the document, as in CommonMark.
  if (fence) collector.text(fence.lines.join('\n'));
  flush();
}

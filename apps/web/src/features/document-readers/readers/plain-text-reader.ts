import { BlockCollector } from '../text-budget.ts';

/** Paragraphs are runs of lines between blank lines; line breaks inside a paragraph are kept. */
export function readPlainText(text: string, collector: BlockCollector): void {
  for (const paragraph of text.split(/\n[ \t]*\n/)) {
    if (collector.full) return;
    collector.text(paragraph);
  }
}

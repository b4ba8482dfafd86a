import { codeLinesPerBlock } from '../document-limits.ts';
import { BlockCollector } from '../text-budget.ts';

/**
 * One block per range of lines, each under a heading naming the file and the lines: the chunker
 * keeps the heading as the passage's section, so a citation says where in the file to look.
 */
export function readCode(text: string, fileName: string, collector: BlockCollector): void {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  for (let start = 0; start < lines.length; start += codeLinesPerBlock) {
    if (collector.full) return;
    const slice = lines.slice(start, start + codeLinesPerBlock);
    if (slice.every((line) => line.trim() === '')) continue;
    const end = start + slice.length;
    collector.heading(`${fileName} lines ${String(start + 1)}–${String(end)}`, 1);
    collector.text(slice.join('\n'));
  }
}

import Papa from 'papaparse';
import { tableRowsPerBlock } from '../document-limits.ts';
import { BlockCollector } from '../text-budget.ts';

/**
 * The header row names each value, so a row reads "Name: Ada; Year: 1843" and a question about a
 * column finds it. Rows are grouped under a "Rows a–b" heading that a citation can point to.
 */
export function readDelimitedText(
  text: string,
  options: { tabSeparated: boolean },
  collector: BlockCollector,
): void {
  let header: string[] | undefined;
  let group: string[] = [];
  let rowNumber = 0;
  let groupStart = 1;
  const flush = () => {
    if (group.length === 0) return;
    collector.heading(`Rows ${String(groupStart)}–${String(rowNumber)}`, 1);
    collector.text(group.join('\n'));
    group = [];
  };

  Papa.parse<string[]>(text, {
    delimiter: options.tabSeparated ? '\t' : '',
    skipEmptyLines: 'greedy',
    step: (results, parser) => {
      const cells = results.data.map((cell) => cell.trim());
      if (!header) {
        header = cells.map((name, index) => (name === '' ? `Column ${String(index + 1)}` : name));
        collector.text(`Columns: ${header.join('; ')}`);
        return;
      }
      rowNumber += 1;
      if (group.length === 0) groupStart = rowNumber;
      group.push(describeRow(header, cells));
      if (group.length >= tableRowsPerBlock) flush();
      if (collector.full) parser.abort();
    },
  });
  flush();
}

function describeRow(header: readonly string[], cells: readonly string[]): string {
  return cells
    .map((value, index) =>
      value === '' ? '' : `${header[index] ?? `Column ${String(index + 1)}`}: ${value}`,
    )
    .filter((pair) => pair !== '')
    .join('; ');
}

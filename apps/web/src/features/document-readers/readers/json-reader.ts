import { maxJsonDepth, tableRowsPerBlock } from '../document-limits.ts';
import { DocumentReadError } from '../document-read-error.ts';
import { BlockCollector } from '../text-budget.ts';

/**
 * A top-level object gives one block per key under the key as heading; a top-level array gives
 * groups of items under "Items a–b". Values print as indented JSON down to `maxJsonDepth`; deeper
 * parts are flattened to their keys and values, so their words stay searchable without recursion.
 */
export function readJson(text: string, collector: BlockCollector): void {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new DocumentReadError('corrupt', 'This file is not valid JSON.', { cause: error });
  }
  if (Array.isArray(value)) {
    for (let start = 0; start < value.length && !collector.full; start += tableRowsPerBlock) {
      const items: unknown[] = value.slice(start, start + tableRowsPerBlock);
      collector.heading(`Items ${String(start + 1)}–${String(start + items.length)}`, 1);
      collector.text(items.map((item) => prettyJson(item, 1, '')).join('\n'));
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      if (collector.full) return;
      collector.heading(key, 1);
      collector.text(prettyJson(entry, 1, ''));
    }
  } else collector.text(prettyJson(value, 0, ''));
}

export function prettyJson(value: unknown, depth: number, indent: string): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (depth >= maxJsonDepth) return flattenLeaves(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items: unknown[] = value;
    return `[\n${items.map((item) => inner + prettyJson(item, depth + 1, inner)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  const lines = entries.map(
    ([key, entry]) => `${inner}${JSON.stringify(key)}: ${prettyJson(entry, depth + 1, inner)}`,
  );
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

/** Keys and scalar values in document order, with an explicit stack: any depth, no recursion. */
function flattenLeaves(root: object): string {
  const words: string[] = [];
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (value === null || typeof value !== 'object') {
      words.push(String(value));
    } else if (Array.isArray(value)) {
      const items: unknown[] = value;
      for (let index = items.length - 1; index >= 0; index -= 1) stack.push(items[index]);
    } else {
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const entry = entries[index];
        if (entry) stack.push(entry[1], entry[0]);
      }
    }
  }
  return words.join(' ');
}

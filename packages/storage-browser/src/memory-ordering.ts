import { lookupOwn } from '@confab/core/entities';
import type { StoredRow } from './engine/record-backend.ts';

/** IndexedDB's key order for the keys we use: numbers before strings, arrays element by element. */
export function compareKeys(left: unknown, right: unknown): number {
  if (Array.isArray(left) && Array.isArray(right)) {
    for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
      const order = compareKeys(left[index], right[index]);
      if (order !== 0) return order;
    }
    return left.length - right.length;
  }
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (typeof left === 'number') return -1;
  if (typeof right === 'number') return 1;
  const leftText = String(left);
  const rightText = String(right);
  // Plain < compares UTF-16 code units, as IndexedDB does; localeCompare would not.
  return leftText < rightText ? -1 : leftText > rightText ? 1 : 0;
}

/** Orders rows by an index field, ties broken by the primary key, as an IndexedDB index does. */
export function compareRowsBy(...fields: readonly string[]): (left: StoredRow, right: StoredRow) => number {
  return (left, right) => {
    for (const field of fields) {
      const order = compareKeys(lookupOwn(left, field), lookupOwn(right, field));
      if (order !== 0) return order;
    }
    return 0;
  };
}

import { lookupOwn, setOwn } from '../entities/index.ts';

/**
 * JSON whose text depends only on the value, never on the order its keys were written in: object
 * keys sorted (by UTF-16 code units, as `Array.prototype.sort` does) at every depth, no whitespace,
 * arrays kept in order and undefined object fields dropped, as `JSON.stringify` drops them. A
 * checksum over this text survives an editor or another app reordering the keys.
 */
export function canonicalJSON(value: unknown): string {
  return JSON.stringify(sortKeysDeep(value));
}

function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(record).sort()) {
    const field = lookupOwn(record, key);
    // setOwn: a "__proto__" key (JSON.parse makes it an own field) stays data, as in the file.
    if (field !== undefined) setOwn(sorted, key, sortKeysDeep(field));
  }
  return sorted;
}

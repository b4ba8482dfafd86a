import { lookupOwn } from '../entities/index.ts';

/**
 * Typed reads of parsed JSON. Every field of a file is untrusted: these read own properties only
 * (never `constructor` or `__proto__` through the prototype) and answer undefined for a wrong type.
 */
export type JsonObject = Readonly<Record<string, unknown>>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function field(value: unknown, key: string): unknown {
  return isJsonObject(value) ? lookupOwn(value, key) : undefined;
}

export function stringField(value: unknown, key: string): string | undefined {
  const found = field(value, key);
  return typeof found === 'string' ? found : undefined;
}

/** A string id, or a number id written as text; empty ids count as absent. */
export function idField(value: unknown, key: string): string | undefined {
  const found = field(value, key);
  if (typeof found === 'number' && Number.isFinite(found)) return String(found);
  return typeof found === 'string' && found !== '' ? found : undefined;
}

export function objectField(value: unknown, key: string): JsonObject | undefined {
  const found = field(value, key);
  return isJsonObject(found) ? found : undefined;
}

export function arrayField(value: unknown, key: string): readonly unknown[] | undefined {
  const found = field(value, key);
  return Array.isArray(found) ? found : undefined;
}

/** The latest time a JavaScript Date can hold, in milliseconds. */
const maximumEpochMilliseconds = 8.64e15;
/** Below this a number is taken for seconds: 1e11 ms is 1973, while 1e11 s is the year 5138. */
const secondsBelow = 1e11;

/**
 * A time from a file as epoch milliseconds: Unix seconds (ChatGPT, Open WebUI, floats included),
 * milliseconds, or an ISO 8601 string (Claude, LibreChat). Undefined for anything else, negative
 * or beyond what a Date holds.
 */
export function epochMilliseconds(value: unknown): number | undefined {
  let milliseconds: number | undefined;
  if (typeof value === 'number' && Number.isFinite(value)) {
    milliseconds = Math.abs(value) < secondsBelow ? value * 1000 : value;
  } else if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Date.parse(value);
    milliseconds = Number.isNaN(parsed) ? undefined : parsed;
  }
  if (milliseconds === undefined) return undefined;
  const rounded = Math.round(milliseconds);
  return rounded >= 0 && rounded <= maximumEpochMilliseconds ? rounded : undefined;
}

export function timeField(value: unknown, key: string): number | undefined {
  return epochMilliseconds(field(value, key));
}

/** JSON text of a value; `JSON.stringify` answers undefined (despite its type) for undefined. */
export function jsonText(value: unknown): string {
  const text: unknown = JSON.stringify(value);
  return typeof text === 'string' ? text : String(value);
}

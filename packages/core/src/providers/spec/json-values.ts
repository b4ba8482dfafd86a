// Reading untrusted JSON from providers without casts: every field is checked where it is used, and
// only own fields count (a provider's "constructor" field is data, Object.prototype's is not).
import { lookupOwn } from '../../entities/index.ts';

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The parsed value, or undefined when the text is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function recordField(value: unknown, key: string): JsonRecord | undefined {
  if (!isRecord(value)) return undefined;
  const field = lookupOwn(value, key);
  return isRecord(field) ? field : undefined;
}

export function stringField(value: unknown, key: string): string | undefined {
  if (!isRecord(value)) return undefined;
  const field = lookupOwn(value, key);
  return typeof field === 'string' ? field : undefined;
}

export function numberField(value: unknown, key: string): number | undefined {
  if (!isRecord(value)) return undefined;
  const field = lookupOwn(value, key);
  return typeof field === 'number' && Number.isFinite(field) ? field : undefined;
}

export function arrayField(value: unknown, key: string): unknown[] {
  if (!isRecord(value)) return [];
  const field = lookupOwn(value, key);
  return Array.isArray(field) ? (field as unknown[]) : [];
}

/** Parses streamed tool-call arguments; an empty string means no arguments, broken JSON stays a string. */
export function parseToolInput(argumentsText: string): unknown {
  if (argumentsText.trim() === '') return {};
  const parsed = parseJson(argumentsText);
  return parsed === undefined ? argumentsText : parsed;
}

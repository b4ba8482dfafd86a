import { entityIssueMessages } from '../entities/index.ts';
import { jsonText } from './read-fields.ts';

/** An item that could not be imported, listed with its JSON (agents spec §8). */
export interface ImportFailure {
  reason: string;
  json: string;
}

/** What a converter gives: the items that passed the entity schemas and those that did not. */
export interface ConversionResult<Item> {
  items: Item[];
  failures: ImportFailure[];
}

/** A failing chat can be megabytes; the list shows enough to recognise it, and memory stays bounded. */
export const failureJsonMaximumLength = 20_000;

export function importFailure(reason: string, raw: unknown): ImportFailure {
  let json: string;
  try {
    json = jsonText(raw);
  } catch {
    // A value too deep for JSON.stringify: the reason alone still says what went wrong.
    json = '';
  }
  return {
    reason,
    json: json.length > failureJsonMaximumLength ? `${json.slice(0, failureJsonMaximumLength)}…` : json,
  };
}

export function emptyResult<Item>(): ConversionResult<Item> {
  return { items: [], failures: [] };
}

interface Schema<Output> {
  safeParse(
    input: unknown,
    context?: { error: typeof entityIssueMessages },
  ):
    | { success: true; data: Output }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

export type Validation<Output> = { ok: true; value: Output } | { ok: false; reason: string };

/** Validates with an entity schema; the reason names the first few problems in English. */
export function validate<Output>(schema: Schema<Output>, input: unknown): Validation<Output> {
  const quick = schema.safeParse(input);
  if (quick.success) return { ok: true, value: quick.data };
  // The English messages only for a failure: passing them on every parse made it twice as slow.
  const result = schema.safeParse(input, { error: entityIssueMessages });
  if (result.success) return { ok: true, value: result.data };
  const problems = result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(record)'}: ${issue.message}`);
  return { ok: false, reason: problems.join('; ') };
}

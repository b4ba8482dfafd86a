import { lookupOwn } from '@confab/core/entities';

/** Fields whose values are secrets: the audit log records that they changed, never the value. */
const secretFields: ReadonlySet<string> = new Set(['licenseToken']);

const hiddenValue = '(hidden)';

function sameValue(left: unknown, right: unknown): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}

/**
 * A before/after summary of the override fields that changed, for the audit log. Secrets show as
 * "(hidden)"; a field that was or becomes unset shows as null.
 */
export function overridesChange(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { before: unknown; after: unknown }> {
  const changes = new Map<string, { before: unknown; after: unknown }>();
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const previous = lookupOwn(before, field) ?? null;
    const next = lookupOwn(after, field) ?? null;
    if (sameValue(previous, next)) continue;
    changes.set(
      field,
      secretFields.has(field)
        ? { before: previous === null ? null : hiddenValue, after: next === null ? null : hiddenValue }
        : { before: previous, after: next },
    );
  }
  return Object.fromEntries(changes);
}

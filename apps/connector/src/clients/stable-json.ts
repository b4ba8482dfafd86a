/**
 * JSON with object keys sorted at every level, so two configs that differ only in key order compare
 * equal: /start restarts a server only when its config really changed.
 */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, nested: unknown) => {
    if (nested === null || typeof nested !== 'object' || Array.isArray(nested)) return nested;
    return Object.fromEntries(Object.entries(nested).sort(([left], [right]) => (left < right ? -1 : 1)));
  });
}

import { isWithinBounds, type NumberBounds } from '@confab/core';

/** Reads a typed number: undefined for empty (the provider's default), null when out of bounds. */
export function parseBoundedNumber(text: string, bounds: NumberBounds): number | undefined | null {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return isWithinBounds(value, bounds) ? value : null;
}

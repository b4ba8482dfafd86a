import { duplicateCustomModelTitle } from '../entities/index.ts';

/**
 * Spec §4: a duplicated custom model is titled "<title> copy", then "<title> copy (2)", "(3)".
 * The rule lives with the entity; this name is the one the Models tab and its tests use.
 */
export function duplicateTitle(title: string, existingTitles: readonly string[]): string {
  return duplicateCustomModelTitle(title, existingTitles);
}

import type { Agent } from '../entities/index.ts';

/**
 * An imported agent whose title the library already has gets "<title> (imported)", then
 * "(imported 2)", …, so the two cards can be told apart (compared trimmed and case-insensitively).
 * Finder and the office suites do the same with a suffix; one that says where the copy came from
 * reads better beside the "(New Copy)" of a clone than a bare number.
 */
export function distinctImportedTitle(title: string, library: readonly Pick<Agent, 'title'>[]): string {
  const taken = new Set(library.map((agent) => agent.title.trim().toLocaleLowerCase()));
  const base = title.trim();
  if (!taken.has(base.toLocaleLowerCase())) return title;
  for (let number = 1; ; number += 1) {
    const candidate = number === 1 ? `${base} (imported)` : `${base} (imported ${String(number)})`;
    if (!taken.has(candidate.toLocaleLowerCase())) return candidate;
  }
}

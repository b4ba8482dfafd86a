/** Id prefixes the spec fixes (agents `a-`, folders `fo-`, prompts `pr-`) and Confab's own (files, knowledge collections). */
export const idPrefixes = {
  agent: 'a-',
  folder: 'fo-',
  prompt: 'pr-',
  file: 'fi-',
  knowledgeCollection: 'kb-',
} as const;

export type IDPrefix = (typeof idPrefixes)[keyof typeof idPrefixes] | '';

/** Anything that makes UUIDs; the Random port satisfies it, so tests can pass a counter. */
export interface UuidSource {
  uuid(): string;
}

/** A new record id. The uuid source is a parameter so core stays deterministic under test. */
export function createID(prefix: IDPrefix, source: UuidSource): string {
  return `${prefix}${source.uuid()}`;
}

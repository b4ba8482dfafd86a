import {
  exportedKnowledgeFileSchema,
  importKnowledgeFile,
  type ImportedKnowledgeFile,
} from '../data-export/index.ts';
import { knowledgeCollectionSchema } from '../entities/index.ts';
import { importFailure, validate } from './conversion-result.ts';
import type { ImportPayload } from './import-payload.ts';

function readFile(raw: unknown): ImportedKnowledgeFile | string {
  const checked = validate(exportedKnowledgeFileSchema, raw);
  if (!checked.ok) return checked.reason;
  try {
    return importKnowledgeFile(checked.value);
  } catch {
    // atob refuses base64 of an impossible length.
    return 'The file’s data does not match its size.';
  }
}

/**
 * Confab's own keys for the Files tab (data-export `knowledge` section): collections and files, each
 * file with its bytes. Both only ever come from Confab's export, so they must pass the entity
 * schemas as they are; nothing is filled in.
 */
export function readKnowledge(
  collections: readonly unknown[],
  files: readonly unknown[],
  payload: ImportPayload,
): void {
  for (const raw of collections) {
    const checked = validate(knowledgeCollectionSchema, raw);
    if (checked.ok) payload.knowledgeCollections.items.push(checked.value);
    else payload.knowledgeCollections.failures.push(importFailure(checked.reason, raw));
  }
  for (const raw of files) {
    const read = readFile(raw);
    if (typeof read === 'string') payload.knowledgeFiles.failures.push(importFailure(read, raw));
    else payload.knowledgeFiles.items.push(read);
  }
}

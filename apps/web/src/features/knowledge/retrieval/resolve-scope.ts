import type { KnowledgeScope } from '@confab/core/knowledge';
import type { KnowledgeCollection, StoredFile } from '@confab/core/entities';

/**
 * The files a retrieval may draw on: those in any of the named collections that still exist, or
 * every file in any existing collection. A collection id the scope names but the store lacks (deleted
 * meanwhile) adds nothing.
 */
export function resolveScope(
  scope: KnowledgeScope,
  files: readonly StoredFile[],
  collections: readonly Pick<KnowledgeCollection, 'id'>[],
): Set<string> {
  const existing = new Set(collections.map((collection) => collection.id));
  const wanted =
    'all' in scope
      ? existing
      : new Set(scope.collectionIDs.filter((collectionID) => existing.has(collectionID)));
  return new Set(
    files
      .filter((file) => file.collectionIDs.some((collectionID) => wanted.has(collectionID)))
      .map((file) => file.id),
  );
}

import type { StorageChange } from '@confab/core';
import { settingKeys } from '../../../storage/setting-keys.ts';
import { useLiveQuery } from '../../../storage/use-live-query.ts';
import { readKnowledgeStatus, type KnowledgeStatus } from './read-knowledge-status.ts';

const watchedTables = new Set<StorageChange['table']>([
  'files',
  'knowledgeCollections',
  'knowledgeChunks',
  'indexedDocuments',
]);

function watches(change: StorageChange): boolean {
  if (change.table === 'settings') return change.ids.includes(settingKeys.knowledgeEmbeddingModel);
  return watchedTables.has(change.table);
}

/** The knowledge base's figures for the UI, live across tabs; undefined until first read. */
export function useKnowledgeStatus(): KnowledgeStatus | undefined {
  return useLiveQuery(() => ({ read: readKnowledgeStatus, watches }), []).value;
}

import type { KnowledgeCollection } from '@confab/core/entities';
import { useLiveQuery } from '../../storage/use-live-query.ts';

export interface KnowledgeBaseSummary {
  /** Every collection, by name. */
  collections: KnowledgeCollection[];
  /** Files in at least one collection: the documents retrieval can draw on. */
  documentCount: number;
  loaded: boolean;
}

const notRead: KnowledgeBaseSummary = { collections: [], documentCount: 0, loaded: false };

/** The knowledge base's collections and how many documents it holds, re-read when either changes. */
export function useKnowledgeBaseSummary(): KnowledgeBaseSummary {
  const { value } = useLiveQuery(
    () => ({
      read: async (storage): Promise<KnowledgeBaseSummary> => {
        const [collections, files] = await Promise.all([
          storage.knowledgeCollections.list(),
          storage.files.list(),
        ]);
        return {
          collections: collections.sort((first, second) => first.name.localeCompare(second.name)),
          documentCount: files.filter((file) => file.collectionIDs.length > 0).length,
          loaded: true,
        };
      },
      watches: (change) => change.table === 'knowledgeCollections' || change.table === 'files',
    }),
    [],
  );
  return value ?? notRead;
}

import type { StoragePort } from '@confab/core';
import { chunkerVersion } from '@confab/core/knowledge';
import { settingKeys } from '../../../storage/setting-keys.ts';
import { embeddingChoiceSchema, embeddingModelID } from '../embedding/embedding-choice.ts';
import { knowledgeFiles, planIndexing } from '../indexing/plan-indexing.ts';

export interface KnowledgeStatus {
  /** Documents of the knowledge base read and searchable. */
  documents: number;
  /** Stored passages over all documents. */
  passages: number;
  /** Documents waiting to be read or embedded. */
  queueLength: number;
  /** Documents that could not be read or hold no text. */
  unreadable: number;
  /** The latest problem: "<document>: <reason>". */
  lastError?: string;
}

/**
 * Read from the store, not from the indexing service, so every tab shows the same figures whichever
 * tab does the reading.
 */
export async function readKnowledgeStatus(storage: StoragePort): Promise<KnowledgeStatus> {
  const [files, collections, indexedDocuments, passages, setting] = await Promise.all([
    storage.files.list(),
    storage.knowledgeCollections.list(),
    storage.indexedDocuments.list(),
    storage.knowledgeChunks.count(),
    storage.settings.get(settingKeys.knowledgeEmbeddingModel),
  ]);
  const choice = embeddingChoiceSchema.safeParse(setting?.value);
  const plan = planIndexing(
    { files, collections, indexedDocuments },
    { chunkerVersion, embeddingModelID: choice.success ? embeddingModelID(choice.data) : undefined },
  );
  const inKnowledge = new Map(knowledgeFiles(files, collections).map((file) => [file.id, file]));
  const current = indexedDocuments.filter((document) => inKnowledge.has(document.id));
  const latestProblem = current
    .filter((document) => document.error !== undefined)
    .sort((left, right) => right.indexedAt - left.indexedAt)[0];
  const problemFile = latestProblem ? inKnowledge.get(latestProblem.id) : undefined;
  return {
    documents: current.filter((document) => document.status === 'indexed').length,
    passages,
    queueLength: plan.work.length,
    unreadable: current.filter((document) => document.status !== 'indexed').length,
    ...(latestProblem?.error !== undefined && problemFile
      ? { lastError: `${problemFile.name}: ${latestProblem.error}` }
      : {}),
  };
}

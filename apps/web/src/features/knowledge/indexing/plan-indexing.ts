import type { IndexedDocument, KnowledgeCollection, StoredFile } from '@confab/core/entities';
import { workFor, type IndexingWork } from './document-fingerprint.ts';

export interface KnowledgeSnapshot {
  files: readonly StoredFile[];
  collections: readonly Pick<KnowledgeCollection, 'id'>[];
  indexedDocuments: readonly IndexedDocument[];
}

export interface IndexingPlan {
  /** Files in the knowledge base that must be read or embedded, oldest change first. */
  work: { file: StoredFile; work: Exclude<IndexingWork, 'none'> }[];
  /** Files whose chunks and reading state must go: deleted, or in no collection any more. */
  remove: string[];
}

/** A file is a document of the knowledge base while at least one of its collections exists. */
export function knowledgeFiles(
  files: readonly StoredFile[],
  collections: readonly Pick<KnowledgeCollection, 'id'>[],
): StoredFile[] {
  const collectionIDs = new Set(collections.map((collection) => collection.id));
  return files.filter((file) => file.collectionIDs.some((id) => collectionIDs.has(id)));
}

export function planIndexing(
  snapshot: KnowledgeSnapshot,
  options: { chunkerVersion: string; embeddingModelID: string | undefined },
): IndexingPlan {
  const inKnowledge = knowledgeFiles(snapshot.files, snapshot.collections);
  const kept = new Set(inKnowledge.map((file) => file.id));
  const indexedByID = new Map(snapshot.indexedDocuments.map((document) => [document.id, document]));
  const work = inKnowledge
    .map((file) => ({
      file,
      work: workFor(file, indexedByID.get(file.id), options.chunkerVersion, options.embeddingModelID),
    }))
    .filter((entry): entry is IndexingPlan['work'][number] => entry.work !== 'none')
    .sort((left, right) => left.file.updatedAt - right.file.updatedAt);
  const remove = snapshot.indexedDocuments.map((document) => document.id).filter((id) => !kept.has(id));
  return { work, remove };
}

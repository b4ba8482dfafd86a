import type { ExtractedDocument } from '@confab/core/knowledge';
import type { StoragePort } from '@confab/core';
import type { KnowledgeChunk } from '@confab/core/entities';

/** Reads a file's bytes into blocks (the document readers' worker in the app, a fake in tests). */
export type ReadDocument = (
  bytes: Blob,
  file: { name: string; mimeType: string },
  signal?: AbortSignal,
) => Promise<ExtractedDocument>;

/** Cuts a read document into passages (`chunkDocument` of `@confab/core/knowledge`). */
export type ChunkDocument = (document: ExtractedDocument, options: { fileID: string }) => KnowledgeChunk[];

/** The embedding model chosen in Settings, ready to call; absent means keyword search only. */
export interface EmbeddingModel {
  /** Names the model and where it runs, so vectors of another model are never mixed with these. */
  id: string;
  /** `query` for a question searched against stored passages, which some models embed differently. */
  embed(
    texts: readonly string[],
    signal: AbortSignal,
    purpose?: 'document' | 'query',
  ): Promise<Float32Array[]>;
}

export interface IndexingStatus {
  /** Files waiting to be read or embedded, the one being read included. */
  queueLength: number;
  /** The file being read now. */
  currentFileID?: string;
  lastError?: string;
}

export interface IndexingDependencies {
  storage: StoragePort;
  readDocument: ReadDocument;
  chunkDocument: ChunkDocument;
  chunkerVersion: string;
  /** Read before each file, so a change in Settings applies to the next file. */
  embeddingModel: () => EmbeddingModel | undefined;
  now: () => number;
  onStatus?: (status: IndexingStatus) => void;
  /** Runs when the service has nothing to do, so it is easy to wait for in tests. */
  onIdle?: () => void;
}

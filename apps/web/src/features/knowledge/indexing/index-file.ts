// Reads, chunks, stores and embeds one file. Every write is preceded by a fresh look at the file:
// a file deleted or taken out of the knowledge base while it was being read must leave nothing behind.
import type { ExtractedDocument } from '@confab/core/knowledge';
import type { IndexedDocument, KnowledgeChunk, StoredFile } from '@confab/core/entities';
import { documentFingerprint, type IndexingWork } from './document-fingerprint.ts';
import type { EmbeddingModel, IndexingDependencies } from './indexing-ports.ts';

/** Chunks per embeddings call and per stored batch, so progress survives a reload in steps. */
export const embeddingChunkBatch = 96;

export type FileOutcome =
  | { kind: 'done'; error?: string }
  /** Nothing was written: the bytes are not on this device yet. */
  | { kind: 'skipped'; reason: string }
  /** Nothing was kept: the file changed or left the knowledge base while it was read; plan again. */
  | { kind: 'changed' };

export interface FileJob {
  file: StoredFile;
  work: Exclude<IndexingWork, 'none'>;
  signal: AbortSignal;
  /** True while the file is still in the knowledge base with the same bytes. */
  isCurrent: (file: StoredFile) => Promise<boolean>;
}

/**
 * What the reading state keeps of a failure: a reader's stable code ('encrypted', 'unsupported'…),
 * which the Files tab puts in the person's language, else the message.
 */
function errorText(error: unknown, fallback: string): string {
  if (error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code !== '') {
    return error.code;
  }
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}

function hasText(document: ExtractedDocument): boolean {
  return !document.noTextLayer && document.blocks.some((block) => block.text.trim() !== '');
}

/** The heading path goes with the passage, so a vector knows which part of the document it is from. */
function embeddingInput(chunk: KnowledgeChunk): string {
  return chunk.section ? `${chunk.section}\n${chunk.text}` : chunk.text;
}

async function embedChunks(
  dependencies: IndexingDependencies,
  model: EmbeddingModel,
  chunks: readonly KnowledgeChunk[],
  signal: AbortSignal,
): Promise<void> {
  for (let start = 0; start < chunks.length; start += embeddingChunkBatch) {
    const batch = chunks.slice(start, start + embeddingChunkBatch);
    const vectors = await model.embed(batch.map(embeddingInput), signal);
    signal.throwIfAborted();
    await dependencies.storage.knowledgeChunks.putEmbeddings(
      batch.flatMap((chunk, index) => {
        const embedding = vectors[index];
        return embedding ? [{ id: chunk.id, embedding }] : [];
      }),
    );
  }
}

function withoutEmbedding(chunk: KnowledgeChunk): KnowledgeChunk {
  const bare: KnowledgeChunk = { id: chunk.id, fileID: chunk.fileID, order: chunk.order, text: chunk.text };
  if (chunk.page !== undefined) bare.page = chunk.page;
  if (chunk.section !== undefined) bare.section = chunk.section;
  return bare;
}

interface Reading {
  status: IndexedDocument['status'];
  chunks: KnowledgeChunk[];
  pageCount?: number;
  error?: string;
}

async function read(dependencies: IndexingDependencies, job: FileJob): Promise<Reading | FileOutcome> {
  const { file, signal } = job;
  const blob = await dependencies.storage.blobs.get(file.blobID);
  if (!blob) return { kind: 'skipped', reason: 'The file’s contents are not on this device yet.' };
  let document: ExtractedDocument;
  try {
    document = await dependencies.readDocument(
      blob.data,
      { name: file.name, mimeType: file.mimeType },
      signal,
    );
  } catch (error) {
    signal.throwIfAborted();
    return { status: 'failed', chunks: [], error: errorText(error, 'The document could not be read.') };
  }
  signal.throwIfAborted();
  const pages = document.pageCount === undefined ? {} : { pageCount: document.pageCount };
  if (!hasText(document)) return { status: 'no-text', chunks: [], ...pages };
  return { status: 'indexed', chunks: dependencies.chunkDocument(document, { fileID: file.id }), ...pages };
}

async function previousReading(dependencies: IndexingDependencies, file: StoredFile): Promise<Reading> {
  const [chunks, indexed] = await Promise.all([
    dependencies.storage.knowledgeChunks.listByFile(file.id),
    dependencies.storage.indexedDocuments.get(file.id),
  ]);
  const pages = indexed?.pageCount === undefined ? {} : { pageCount: indexed.pageCount };
  return { status: 'indexed', chunks, ...pages };
}

export async function indexFile(dependencies: IndexingDependencies, job: FileJob): Promise<FileOutcome> {
  const { storage, chunkerVersion } = dependencies;
  const { file, signal } = job;
  const model = dependencies.embeddingModel();
  const reading =
    job.work === 'read' ? await read(dependencies, job) : await previousReading(dependencies, file);
  if ('kind' in reading) return reading;
  if (!(await job.isCurrent(file))) return { kind: 'changed' };
  signal.throwIfAborted();
  // Vectors of another model (or of none) must not stay beside the new ones: the chunks go back bare.
  await storage.knowledgeChunks.replaceForFile(file.id, reading.chunks.map(withoutEmbedding));
  let embeddedWith: string | undefined;
  let embeddingError: string | undefined;
  if (model && reading.chunks.length > 0) {
    try {
      await embedChunks(dependencies, model, reading.chunks, signal);
      embeddedWith = model.id;
    } catch (error) {
      signal.throwIfAborted();
      embeddingError = `Keyword search only: ${errorText(error, 'the embedding model did not answer.')}`;
    }
  } else if (model && reading.status === 'indexed') embeddedWith = model.id;
  if (!(await job.isCurrent(file))) {
    await storage.knowledgeChunks.deleteByFile(file.id);
    return { kind: 'changed' };
  }
  const error = reading.error ?? embeddingError;
  await storage.indexedDocuments.put({
    id: file.id,
    fingerprint: documentFingerprint(file, chunkerVersion, embeddedWith),
    status: reading.status,
    chunkCount: reading.chunks.length,
    indexedAt: dependencies.now(),
    ...(reading.pageCount === undefined ? {} : { pageCount: reading.pageCount }),
    ...(embeddedWith === undefined ? {} : { embeddingModel: embeddedWith }),
    ...(error === undefined ? {} : { error }),
  });
  return error === undefined ? { kind: 'done' } : { kind: 'done', error };
}

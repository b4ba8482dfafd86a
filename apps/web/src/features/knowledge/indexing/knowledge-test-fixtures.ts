// Test helpers: a store with files in collections, a reader that splits text on blank lines, a
// chunker with one chunk per block, and an embedding model that counts its calls.
import type { ExtractedDocument } from '@confab/core/knowledge';
import type { StoragePort } from '@confab/core';
import type { KnowledgeChunk, StoredFile } from '@confab/core/entities';
import type { ChunkDocument, EmbeddingModel, ReadDocument } from './indexing-ports.ts';

const times = { createdAt: 1, updatedAt: 1, syncedAt: null };

export async function putCollection(storage: StoragePort, id: string, name = id): Promise<void> {
  await storage.knowledgeCollections.put({ id, name, ...times });
}

let fileTime = 10;

/** Stores the text as a blob and a file record naming it; returns the file. */
export async function putTextFile(
  storage: StoragePort,
  options: { id: string; name?: string; text: string; collectionIDs: string[]; blobID?: string },
): Promise<StoredFile> {
  const blobID = options.blobID ?? `blob-${options.id}-${String(fileTime)}`;
  const data = new Blob([options.text], { type: 'text/plain' });
  await storage.blobs.put({ id: blobID, mimeType: 'text/plain', size: data.size, data, ...times });
  fileTime += 1;
  const file: StoredFile = {
    id: options.id,
    name: options.name ?? `${options.id}.txt`,
    mimeType: 'text/plain',
    size: data.size,
    blobID,
    collectionIDs: options.collectionIDs,
    createdAt: fileTime,
    updatedAt: fileTime,
    syncedAt: null,
  };
  await storage.files.put(file);
  return file;
}

export interface FakeReader {
  read: ReadDocument;
  readNames: string[];
}

/** "broken" in a name fails like a corrupt file; "scan" answers a PDF without a text layer. */
export function fakeReader(): FakeReader {
  const readNames: string[] = [];
  return {
    readNames,
    read: async (bytes, file) => {
      readNames.push(file.name);
      if (file.name.includes('broken')) throw new Error('The file is damaged and cannot be opened.');
      if (file.name.includes('scan')) return { blocks: [], pageCount: 2, noTextLayer: true };
      const text = await bytes.text();
      const blocks = text
        .split(/\n\s*\n/)
        .map((part) => part.trim())
        .filter((part) => part !== '')
        .map((part) =>
          part.startsWith('# ')
            ? { kind: 'heading' as const, text: part.slice(2), level: 1 }
            : { kind: 'text' as const, text: part },
        );
      return { blocks } satisfies ExtractedDocument;
    },
  };
}

export const fakeChunkDocument: ChunkDocument = (document, { fileID }) => {
  let section: string | undefined;
  const chunks: KnowledgeChunk[] = [];
  for (const block of document.blocks) {
    if (block.kind === 'heading') {
      section = block.text;
      continue;
    }
    const order = chunks.length;
    chunks.push({
      id: `${fileID}:${String(order)}`,
      fileID,
      order,
      text: block.text,
      ...(section ? { section } : {}),
    });
  }
  return chunks;
};

export interface FakeEmbeddingModel extends EmbeddingModel {
  calls: string[][];
  failNext: boolean;
}

export function fakeEmbeddingModel(id: string): FakeEmbeddingModel {
  const model: FakeEmbeddingModel = {
    id,
    calls: [],
    failNext: false,
    embed: (texts) => {
      model.calls.push([...texts]);
      if (model.failNext) {
        model.failNext = false;
        return Promise.reject(new Error('The embeddings endpoint answered 503.'));
      }
      return Promise.resolve(texts.map((text) => new Float32Array([text.length, 1, 0])));
    },
  };
  return model;
}

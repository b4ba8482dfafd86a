// @vitest-environment node
// The whole path on one store: the real reader and chunker index a Markdown file, the retriever finds
// its passage by keywords and by meaning, and forgets it once the file is deleted.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@confab/storage-browser';
import type { StoragePort } from '@confab/core';
import { chunkDocument, chunkerVersion } from '@confab/core/knowledge';
import { mockEmbedding } from '@confab/test-kit';
import { readDocument } from '../document-readers/on-demand.ts';
import { createIndexingService, type IndexingService } from './indexing/indexing-service.ts';
import type { EmbeddingModel } from './indexing/indexing-ports.ts';
import { putCollection, putTextFile } from './indexing/knowledge-test-fixtures.ts';
import { KnowledgeRetriever } from './retrieval/knowledge-retriever.ts';

const handbook = [
  '# Leave',
  '',
  'Every employee has thirty days of paid holiday each year.',
  '',
  '# Travel',
  '',
  'Trains are booked in second class; flights need approval from a manager.',
].join('\n');

const model: EmbeddingModel = {
  id: 'test:bag-of-words',
  embed: (texts) => Promise.resolve(texts.map((text) => new Float32Array(mockEmbedding(text)))),
};

describe('knowledge from file to passage', () => {
  let storage: StoragePort;
  let service: IndexingService;
  let running: Promise<void>;
  let retriever: KnowledgeRetriever;
  let idle: (() => void)[];
  const settled = () =>
    new Promise<void>((resolve) => {
      idle.push(resolve);
    });

  beforeEach(async () => {
    storage = createMemoryStorage();
    idle = [];
    service = createIndexingService({
      storage,
      readDocument: (bytes, file, signal) => readDocument(bytes, file, signal ? { signal } : {}),
      chunkDocument,
      chunkerVersion,
      embeddingModel: () => model,
      now: () => 1,
      onIdle: () => {
        for (const resolve of idle.splice(0)) resolve();
      },
    });
    running = service.run();
    retriever = new KnowledgeRetriever(storage);
    await retriever.start();
  });

  afterEach(async () => {
    service.stop();
    await running;
    retriever.stop();
    await storage.close();
  });

  it('indexes, retrieves with section and score, and never returns the document once deleted', async () => {
    await putCollection(storage, 'kb-handbook');
    const file = await putTextFile(storage, {
      id: 'fi-handbook',
      name: 'handbook.md',
      text: handbook,
      collectionIDs: ['kb-handbook'],
    });
    await settled();
    expect(await storage.indexedDocuments.get(file.id)).toMatchObject({
      status: 'indexed',
      embeddingModel: 'test:bag-of-words',
    });

    const question = 'paid holiday days';
    const [queryVector] = await model.embed([question], new AbortController().signal, 'query');
    const passages = await retriever.retrieve({
      text: question,
      scope: { collectionIDs: ['kb-handbook'] },
      limit: 3,
      ...(queryVector ? { queryVector, embeddingModelID: model.id } : {}),
    });
    expect(passages[0]).toMatchObject({ fileID: file.id, documentName: 'handbook.md' });
    expect(passages[0]?.text).toContain('thirty days of paid holiday');
    expect(passages[0]?.section).toContain('Leave');

    await storage.files.delete(file.id);
    expect(await retriever.retrieve({ text: question, scope: { all: true }, limit: 3 })).toEqual([]);
    await settled();
    await retriever.settled();
    expect(retriever.size).toBe(0);
    expect(await storage.indexedDocuments.get(file.id)).toBeUndefined();
  });
});

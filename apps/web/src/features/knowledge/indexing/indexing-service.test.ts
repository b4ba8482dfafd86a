// @vitest-environment node
// (Blobs survive the memory store's structuredClone only under Node: docs/footguns.md.)
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@confab/storage-browser';
import type { StoragePort } from '@confab/core';
import { createIndexingService, type IndexingService } from './indexing-service.ts';
import type { EmbeddingModel } from './indexing-ports.ts';
import {
  fakeChunkDocument,
  fakeEmbeddingModel,
  fakeReader,
  putCollection,
  putTextFile,
  type FakeReader,
} from './knowledge-test-fixtures.ts';

describe('the indexing service', () => {
  let storage: StoragePort;
  let reader: FakeReader;
  let model: EmbeddingModel | undefined;
  let service: IndexingService;
  let idleWaiters: (() => void)[];
  let running: Promise<void>;

  /** Resolves once the service has planned again after everything written so far and found nothing. */
  const settled = () =>
    new Promise<void>((resolve) => {
      idleWaiters.push(resolve);
    });

  beforeEach(() => {
    storage = createMemoryStorage();
    reader = fakeReader();
    model = undefined;
    idleWaiters = [];
    service = createIndexingService({
      storage,
      readDocument: (bytes, file, signal) => reader.read(bytes, file, signal),
      chunkDocument: fakeChunkDocument,
      chunkerVersion: 'c1',
      embeddingModel: () => model,
      now: () => 5_000,
      onIdle: () => {
        for (const resolve of idleWaiters.splice(0)) resolve();
      },
    });
    running = service.run();
  });

  afterEach(async () => {
    service.stop();
    await running;
    await storage.close();
  });

  it('indexes a file in a collection and records its reading state', async () => {
    await putCollection(storage, 'kb-taxes');
    const file = await putTextFile(storage, {
      id: 'fi-1',
      name: 'taxes.txt',
      text: '# Deadlines\n\nFile by May.\n\nPay by June.',
      collectionIDs: ['kb-taxes'],
    });
    await settled();
    const chunks = await storage.knowledgeChunks.listByFile('fi-1');
    expect(chunks.map((chunk) => [chunk.text, chunk.section])).toEqual([
      ['File by May.', 'Deadlines'],
      ['Pay by June.', 'Deadlines'],
    ]);
    expect(await storage.indexedDocuments.get('fi-1')).toEqual({
      id: 'fi-1',
      fingerprint: `${file.blobID}/c1/`,
      status: 'indexed',
      chunkCount: 2,
      indexedAt: 5_000,
    });
  });

  it('leaves files in no collection, or only in deleted collections, alone', async () => {
    await putCollection(storage, 'kb-a');
    await putTextFile(storage, { id: 'fi-loose', text: 'Loose.', collectionIDs: [] });
    await putTextFile(storage, { id: 'fi-orphan', text: 'Orphan.', collectionIDs: ['kb-gone'] });
    await putTextFile(storage, { id: 'fi-kept', text: 'Kept.', collectionIDs: ['kb-a'] });
    await settled();
    expect(reader.readNames).toEqual(['fi-kept.txt']);
    expect(await storage.knowledgeChunks.count()).toBe(1);
  });

  it('reads again only the file whose bytes changed', async () => {
    await putCollection(storage, 'kb-a');
    await putTextFile(storage, { id: 'fi-1', text: 'One.', collectionIDs: ['kb-a'] });
    await putTextFile(storage, { id: 'fi-2', text: 'Two.', collectionIDs: ['kb-a'] });
    await settled();
    expect(reader.readNames).toEqual(['fi-1.txt', 'fi-2.txt']);
    await putTextFile(storage, { id: 'fi-2', text: 'Two, revised.', collectionIDs: ['kb-a'] });
    await settled();
    expect(reader.readNames).toEqual(['fi-1.txt', 'fi-2.txt', 'fi-2.txt']);
    expect((await storage.knowledgeChunks.listByFile('fi-2')).map((chunk) => chunk.text)).toEqual([
      'Two, revised.',
    ]);
  });

  it('removes chunks and reading state of a deleted file and of one taken out of its collections', async () => {
    await putCollection(storage, 'kb-a');
    await putTextFile(storage, { id: 'fi-1', text: 'One.', collectionIDs: ['kb-a'] });
    const second = await putTextFile(storage, { id: 'fi-2', text: 'Two.', collectionIDs: ['kb-a'] });
    await settled();
    await storage.files.delete('fi-1');
    await storage.files.put({ ...second, collectionIDs: [], updatedAt: 99 });
    await settled();
    expect(await storage.knowledgeChunks.count()).toBe(0);
    expect(await storage.indexedDocuments.list()).toEqual([]);
  });

  it('removes the documents of a deleted collection', async () => {
    await putCollection(storage, 'kb-a');
    await putTextFile(storage, { id: 'fi-1', text: 'One.', collectionIDs: ['kb-a'] });
    await settled();
    await storage.knowledgeCollections.delete('kb-a');
    await settled();
    expect(await storage.knowledgeChunks.count()).toBe(0);
    expect(await storage.indexedDocuments.get('fi-1')).toBeUndefined();
  });

  it('records a failed read with its reason and a document without text, and does not retry them', async () => {
    await putCollection(storage, 'kb-a');
    await putTextFile(storage, { id: 'fi-b', name: 'broken.docx', text: 'x', collectionIDs: ['kb-a'] });
    await putTextFile(storage, { id: 'fi-s', name: 'scan.pdf', text: 'x', collectionIDs: ['kb-a'] });
    await settled();
    expect(await storage.indexedDocuments.get('fi-b')).toMatchObject({
      status: 'failed',
      error: 'The file is damaged and cannot be opened.',
      chunkCount: 0,
    });
    expect(await storage.indexedDocuments.get('fi-s')).toMatchObject({ status: 'no-text', pageCount: 2 });
    expect(service.status().queueLength).toBe(0);
    model = fakeEmbeddingModel('openai:text-embedding-3-small');
    await putCollection(storage, 'kb-b');
    await settled();
    expect(reader.readNames).toEqual(['broken.docx', 'scan.pdf']);
  });

  it('embeds passages in batches when a model is set, and re-embeds without re-reading when it changes', async () => {
    const first = fakeEmbeddingModel('openai:text-embedding-3-small');
    model = first;
    await putCollection(storage, 'kb-a');
    const paragraphs = Array.from({ length: 100 }, (_, index) => `Paragraph ${String(index)}.`);
    const file = await putTextFile(storage, {
      id: 'fi-1',
      text: paragraphs.join('\n\n'),
      collectionIDs: ['kb-a'],
    });
    await settled();
    expect(first.calls.map((call) => call.length)).toEqual([96, 4]);
    const chunks = await storage.knowledgeChunks.listByFile('fi-1');
    expect(chunks.every((chunk) => chunk.embedding instanceof Float32Array)).toBe(true);
    expect(await storage.indexedDocuments.get('fi-1')).toMatchObject({
      fingerprint: `${file.blobID}/c1/openai:text-embedding-3-small`,
      embeddingModel: 'openai:text-embedding-3-small',
    });

    const second = fakeEmbeddingModel('gemini:text-embedding-004');
    model = second;
    await service.reindexAll();
    await settled();
    expect(reader.readNames).toEqual(['fi-1.txt', 'fi-1.txt']);
    expect(second.calls).toHaveLength(2);

    const third = fakeEmbeddingModel('gemini:gemini-embedding-001');
    model = third;
    await putCollection(storage, 'kb-wake');
    await settled();
    expect(reader.readNames).toHaveLength(2);
    expect(third.calls).toHaveLength(2);
    expect((await storage.indexedDocuments.get('fi-1'))?.embeddingModel).toBe('gemini:gemini-embedding-001');

    model = undefined;
    await putCollection(storage, 'kb-wake-again');
    await settled();
    expect((await storage.knowledgeChunks.listByFile('fi-1')).some((chunk) => chunk.embedding)).toBe(false);
    expect((await storage.indexedDocuments.get('fi-1'))?.embeddingModel).toBeUndefined();
  });

  it('keeps nothing of a file deleted while it is read', async () => {
    let release: (() => void) | undefined;
    const started = new Promise<void>((resolveStarted) => {
      const slowRead = reader.read;
      reader.read = async (bytes, file, signal) => {
        resolveStarted();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return slowRead(bytes, file, signal);
      };
    });
    await putCollection(storage, 'kb-a');
    await putTextFile(storage, { id: 'fi-1', text: 'One.', collectionIDs: ['kb-a'] });
    await started;
    await storage.files.delete('fi-1');
    release?.();
    await settled();
    expect(await storage.knowledgeChunks.count()).toBe(0);
    expect(await storage.indexedDocuments.list()).toEqual([]);
  });

  it('reads a file renamed while it is read again, under its new name', async () => {
    let release: (() => void) | undefined;
    const slowRead = reader.read;
    let first = true;
    const started = new Promise<void>((resolveStarted) => {
      reader.read = async (bytes, file, signal) => {
        if (first) {
          first = false;
          resolveStarted();
          await new Promise<void>((resolve) => {
            release = resolve;
          });
        }
        return slowRead(bytes, file, signal);
      };
    });
    await putCollection(storage, 'kb-a');
    const file = await putTextFile(storage, { id: 'fi-1', text: 'One.', collectionIDs: ['kb-a'] });
    await started;
    await storage.files.put({ ...file, name: 'renamed.txt', updatedAt: 500 });
    release?.();
    await settled();
    expect(reader.readNames).toContain('renamed.txt');
    expect(await storage.indexedDocuments.get('fi-1')).toMatchObject({ status: 'indexed', chunkCount: 1 });
  });

  it('keeps a document searchable by keywords when embedding fails, and says why', async () => {
    const failing = fakeEmbeddingModel('openai:text-embedding-3-small');
    failing.failNext = true;
    model = failing;
    await putCollection(storage, 'kb-a');
    await putTextFile(storage, { id: 'fi-1', text: 'One.', collectionIDs: ['kb-a'] });
    await settled();
    expect(await storage.indexedDocuments.get('fi-1')).toMatchObject({
      status: 'indexed',
      chunkCount: 1,
      error: 'Keyword search only: The embeddings endpoint answered 503.',
    });
    expect(service.status().lastError).toContain('fi-1.txt');
    expect(failing.calls).toHaveLength(1);
  });
});

// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@confab/storage-browser';
import type { StoragePort } from '@confab/core';
import type { KnowledgeChunk } from '@confab/core/entities';
import { putCollection, putTextFile } from '../indexing/knowledge-test-fixtures.ts';
import { KnowledgeRetriever } from './knowledge-retriever.ts';

function chunk(
  fileID: string,
  order: number,
  text: string,
  extra: Partial<KnowledgeChunk> = {},
): KnowledgeChunk {
  return { id: `${fileID}:${String(order)}`, fileID, order, text, ...extra };
}

describe('KnowledgeRetriever', () => {
  let storage: StoragePort;
  let retriever: KnowledgeRetriever;

  beforeEach(async () => {
    storage = createMemoryStorage();
    await putCollection(storage, 'kb-taxes');
    await putCollection(storage, 'kb-kitchen');
    await putTextFile(storage, {
      id: 'fi-tax',
      name: 'Tax guide.pdf',
      text: '-',
      collectionIDs: ['kb-taxes'],
    });
    await putTextFile(storage, {
      id: 'fi-bread',
      name: 'Bread.md',
      text: '-',
      collectionIDs: ['kb-kitchen'],
    });
    await storage.knowledgeChunks.replaceForFile('fi-tax', [
      chunk('fi-tax', 0, 'The tax return deadline is the last day of May.', {
        page: 3,
        section: 'Deadlines',
      }),
      chunk('fi-tax', 1, 'Receipts must be kept for ten years.', { page: 4 }),
    ]);
    await storage.knowledgeChunks.replaceForFile('fi-bread', [
      chunk('fi-bread', 0, 'Knead the dough for ten minutes before the deadline of the oven.'),
    ]);
    retriever = new KnowledgeRetriever(storage);
    await retriever.start();
  });

  afterEach(async () => {
    retriever.stop();
    await storage.close();
  });

  it('answers passages with their document name, page and section, best first', async () => {
    const passages = await retriever.retrieve({
      text: 'tax return deadline',
      scope: { all: true },
      limit: 5,
    });
    expect(passages[0]).toMatchObject({
      chunkID: 'fi-tax:0',
      fileID: 'fi-tax',
      documentName: 'Tax guide.pdf',
      text: 'The tax return deadline is the last day of May.',
      page: 3,
      section: 'Deadlines',
    });
    expect(passages.map((passage) => passage.fileID)).toContain('fi-bread');
  });

  it('keeps to the collections named in the scope, and to collections that still exist', async () => {
    const inTaxes = await retriever.retrieve({
      text: 'deadline ten',
      scope: { collectionIDs: ['kb-taxes'] },
      limit: 5,
    });
    expect(new Set(inTaxes.map((passage) => passage.fileID))).toEqual(new Set(['fi-tax']));
    await storage.knowledgeCollections.delete('kb-taxes');
    expect(
      await retriever.retrieve({ text: 'deadline', scope: { collectionIDs: ['kb-taxes'] }, limit: 5 }),
    ).toEqual([]);
    const all = await retriever.retrieve({ text: 'deadline', scope: { all: true }, limit: 5 });
    expect(all.map((passage) => passage.fileID)).toEqual(['fi-bread']);
  });

  it('never returns a deleted document, even before its chunks are gone', async () => {
    await storage.files.delete('fi-tax');
    const passages = await retriever.retrieve({
      text: 'tax return deadline',
      scope: { all: true },
      limit: 5,
    });
    expect(passages.map((passage) => passage.fileID)).toEqual(['fi-bread']);
    await storage.knowledgeChunks.deleteByFile('fi-tax');
    await retriever.settled();
    expect(retriever.size).toBe(1);
  });

  it('follows chunk changes: a document read again is searched with its new passages', async () => {
    await storage.knowledgeChunks.replaceForFile('fi-bread', [
      chunk('fi-bread', 0, 'Sourdough needs a starter.'),
    ]);
    const passages = await retriever.retrieve({ text: 'sourdough starter', scope: { all: true }, limit: 5 });
    expect(passages.map((passage) => passage.text)).toEqual(['Sourdough needs a starter.']);
  });

  it('fuses vector similarity for chunks embedded by the query’s model only', async () => {
    await storage.knowledgeChunks.putEmbeddings([
      { id: 'fi-tax:1', embedding: new Float32Array([1, 0, 0]) },
      { id: 'fi-tax:0', embedding: new Float32Array([0, 1, 0]) },
      { id: 'fi-bread:0', embedding: new Float32Array([0, 0, 1]) },
    ]);
    for (const id of ['fi-tax', 'fi-bread']) {
      await storage.indexedDocuments.put({
        id,
        fingerprint: 'x',
        status: 'indexed',
        chunkCount: 1,
        embeddingModel: 'm1',
        indexedAt: 1,
      });
    }
    // "archive" shares no word with the receipts passage; only its vector finds it.
    const query = {
      text: 'archive',
      scope: { all: true } as const,
      limit: 3,
      queryVector: new Float32Array([1, 0, 0]),
    };
    expect(await retriever.retrieve({ ...query, embeddingModelID: 'other-model' })).toEqual([]);
    const passages = await retriever.retrieve({ ...query, embeddingModelID: 'm1' });
    expect(passages[0]?.chunkID).toBe('fi-tax:1');
  });

  it('answers nothing for an empty question or a limit of zero', async () => {
    expect(await retriever.retrieve({ text: '  ', scope: { all: true }, limit: 5 })).toEqual([]);
    expect(await retriever.retrieve({ text: 'tax', scope: { all: true }, limit: 0 })).toEqual([]);
  });
});

import type { KnowledgeChunk, StoredFile } from '@confab/core/entities';
import { describe, expect, it } from 'vitest';
import type { ContractContext } from '../storage-contract.ts';

function chunk(fileID: string, order: number, text = `passage ${String(order)}`): KnowledgeChunk {
  return { id: `${fileID}:${String(order)}`, fileID, order, text };
}

function file(id: string, collectionIDs: string[] = []): StoredFile {
  return {
    id,
    name: `${id}.txt`,
    mimeType: 'text/plain',
    size: 10,
    blobID: `blob-${id}`,
    collectionIDs,
    createdAt: 1,
    updatedAt: 1,
    syncedAt: null,
  };
}

export function registerKnowledgeContract(context: ContractContext): void {
  describe('files and the knowledge base', () => {
    it('replaces a file’s chunks as a whole and leaves other files’ chunks alone', async () => {
      const { knowledgeChunks } = context.storage();
      await knowledgeChunks.replaceForFile('fi-a', [chunk('fi-a', 1), chunk('fi-a', 0), chunk('fi-a', 2)]);
      await knowledgeChunks.replaceForFile('fi-b', [chunk('fi-b', 0)]);
      await knowledgeChunks.replaceForFile('fi-a', [chunk('fi-a', 0, 'new')]);
      expect(await knowledgeChunks.listByFile('fi-a')).toEqual([chunk('fi-a', 0, 'new')]);
      expect(await knowledgeChunks.listByFile('fi-b')).toEqual([chunk('fi-b', 0)]);
      expect(await knowledgeChunks.count()).toBe(2);
      await knowledgeChunks.deleteByFile('fi-b');
      expect(await knowledgeChunks.listByFile('fi-b')).toEqual([]);
    });

    it('pages through every chunk in id order and keeps vectors as Float32Array', async () => {
      const { knowledgeChunks } = context.storage();
      await knowledgeChunks.replaceForFile(
        'fi-a',
        [0, 1, 2, 3, 4].map((order) => chunk('fi-a', order)),
      );
      await knowledgeChunks.putEmbeddings([
        { id: 'fi-a:3', embedding: new Float32Array([0.5, 0.25]) },
        { id: 'fi-missing:0', embedding: new Float32Array([1]) },
      ]);
      const first = await knowledgeChunks.page({ limit: 2 });
      const second = await knowledgeChunks.page({ after: first.at(-1)?.id ?? '', limit: 10 });
      expect([...first, ...second].map((entry) => entry.id)).toEqual([
        'fi-a:0',
        'fi-a:1',
        'fi-a:2',
        'fi-a:3',
        'fi-a:4',
      ]);
      const withVector = second.find((entry) => entry.id === 'fi-a:3');
      expect(withVector?.embedding).toBeInstanceOf(Float32Array);
      expect([...(withVector?.embedding ?? [])]).toEqual([0.5, 0.25]);
      expect(await knowledgeChunks.count()).toBe(5);
    });

    it('refuses a chunk filed under another file, writing nothing', async () => {
      const { knowledgeChunks } = context.storage();
      await expect(knowledgeChunks.replaceForFile('fi-a', [chunk('fi-b', 0)])).rejects.toThrow(
        /another file/,
      );
      expect(await knowledgeChunks.count()).toBe(0);
    });

    it('tombstones deleted files and collections but not reading state', async () => {
      const storage = context.storage();
      await storage.files.put(file('fi-a', ['kb-1']));
      await storage.knowledgeCollections.put({
        id: 'kb-1',
        name: 'Contracts',
        createdAt: 1,
        updatedAt: 1,
        syncedAt: null,
      });
      await storage.indexedDocuments.put({
        id: 'fi-a',
        fingerprint: 'blob-fi-a/1',
        status: 'indexed',
        chunkCount: 3,
        indexedAt: 2,
      });
      await storage.files.delete('fi-a');
      await storage.knowledgeCollections.delete('kb-1');
      await storage.indexedDocuments.delete('fi-a');
      const tombstones = await storage.tombstones.list();
      expect(tombstones.map((entry) => `${entry.table}/${entry.id}`).sort()).toEqual([
        'files/fi-a',
        'knowledgeCollections/kb-1',
      ]);
      expect(await storage.indexedDocuments.get('fi-a')).toBeUndefined();
    });
  });
}

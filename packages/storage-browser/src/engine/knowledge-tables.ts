import { lookupOwn, type IndexedDocument, type KnowledgeChunk } from '@confab/core/entities';
import type { KnowledgeChunkTable, StoragePort } from '@confab/core/ports';
import { present, readRows, type EngineContext } from './engine-context.ts';
import type { StoredRow } from './record-backend.ts';
import { requireValid } from './record-codecs.ts';

/**
 * Chunks are derived data: writes leave no tombstone and travel nowhere. Their change events name
 * the file ids whose chunks changed (not every chunk id), so one re-read is one small event.
 */
export function createKnowledgeChunkTable(context: EngineContext): KnowledgeChunkTable {
  const { backend, hub } = context;
  const read = (rows: readonly StoredRow[]) =>
    present(readRows<KnowledgeChunk>(context, 'knowledgeChunks', rows));

  async function removeFileChunks(
    transaction: Parameters<Parameters<typeof backend.transact>[2]>[0],
    fileID: string,
  ): Promise<void> {
    const existing = await transaction.getAllByIndex('knowledgeChunks', 'fileID', fileID);
    await transaction.delete(
      'knowledgeChunks',
      existing.map((row) => String(row.id)),
    );
  }

  return {
    listByFile: async (fileID) =>
      read(
        await backend.transact('read', ['knowledgeChunks'], (transaction) =>
          transaction.getAllByIndex('knowledgeChunks', 'fileID', fileID),
        ),
      ).sort((left, right) => left.order - right.order),
    page: async ({ after, limit }) =>
      read(
        await backend.transact('read', ['knowledgeChunks'], (transaction) =>
          transaction.pageAfter('knowledgeChunks', after, limit),
        ),
      ),
    count: () =>
      backend.transact('read', ['knowledgeChunks'], (transaction) => transaction.count('knowledgeChunks')),
    replaceForFile: async (fileID, chunks) => {
      const rows = chunks.map((chunk) => {
        if (chunk.fileID !== fileID) throw new Error(`Chunk ${chunk.id} belongs to another file`);
        return requireValid('knowledgeChunks', chunk);
      });
      await backend.transact('write', ['knowledgeChunks'], async (transaction) => {
        await removeFileChunks(transaction, fileID);
        await transaction.put('knowledgeChunks', rows);
      });
      hub.emit([{ table: 'knowledgeChunks', ids: [fileID] }]);
    },
    putEmbeddings: async (entries) => {
      if (entries.length === 0) return;
      const fileIDs = await backend.transact('write', ['knowledgeChunks'], async (transaction) => {
        const rows = await transaction.getMany(
          'knowledgeChunks',
          entries.map((entry) => entry.id),
        );
        const updated = entries.flatMap((entry, index): StoredRow[] => {
          const row = rows[index];
          return row ? [{ ...row, embedding: entry.embedding }] : [];
        });
        await transaction.put('knowledgeChunks', updated);
        return [...new Set(updated.map((row) => String(lookupOwn(row, 'fileID'))))];
      });
      if (fileIDs.length > 0) hub.emit([{ table: 'knowledgeChunks', ids: fileIDs }]);
    },
    deleteByFile: async (fileID) => {
      await backend.transact('write', ['knowledgeChunks'], (transaction) =>
        removeFileChunks(transaction, fileID),
      );
      hub.emit([{ table: 'knowledgeChunks', ids: [fileID] }]);
    },
  };
}

/** Reading state per file on this device: plain keyed rows without tombstones. */
export function createIndexedDocumentTable(context: EngineContext): StoragePort['indexedDocuments'] {
  const { backend, hub } = context;
  const table = 'indexedDocuments';
  const read = (rows: readonly (StoredRow | undefined)[]) => readRows<IndexedDocument>(context, table, rows);
  return {
    get: async (id) =>
      read([await backend.transact('read', [table], (transaction) => transaction.get(table, id))])[0],
    getMany: async (ids) =>
      read(await backend.transact('read', [table], (transaction) => transaction.getMany(table, ids))),
    list: async () =>
      present(read(await backend.transact('read', [table], (transaction) => transaction.getAll(table)))),
    put: async (record) => {
      const row = requireValid(table, record);
      await backend.transact('write', [table], (transaction) => transaction.put(table, [row]));
      hub.emit([{ table, ids: [record.id] }]);
    },
    delete: async (id) => {
      await backend.transact('write', [table], (transaction) => transaction.delete(table, [id]));
      hub.emit([{ table, ids: [id] }]);
    },
  };
}

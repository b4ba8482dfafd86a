import type { KnowledgeCollection, StoredFile } from '@confab/core/entities';
import { InvalidRecordError, type StoragePort } from '@confab/core/ports';
import { describe, expect, it } from 'vitest';
import { blobFixture, chatFixture, messageFixture } from '../record-fixtures.ts';
import type { ContractContext } from '../storage-contract.ts';

function file(id: string, collectionIDs: string[] = [], name = `${id}.txt`): StoredFile {
  return {
    id,
    name,
    mimeType: 'text/plain',
    size: 16,
    blobID: `blob-${id}`,
    collectionIDs,
    createdAt: 1,
    updatedAt: 1,
    syncedAt: null,
  };
}

function collection(id: string, name = 'Legal'): KnowledgeCollection {
  return { id, name, createdAt: 1, updatedAt: 1, syncedAt: null };
}

async function snapshot(storage: StoragePort) {
  return {
    files: await storage.files.list(),
    collections: await storage.knowledgeCollections.list(),
    blobs: (await storage.blobs.list()).map((blob) => blob.id),
    chats: await storage.chats.query({ includeArchived: true }),
    tombstones: await storage.tombstones.list(),
  };
}

export function registerImportKnowledgeContract(context: ContractContext): void {
  describe('importRecords with files and knowledge collections', () => {
    it('writes files, their bytes and collections with the rest, replacing stored ones and reviving deleted ones', async () => {
      const storage = context.storage();
      await storage.knowledgeCollections.put(collection('kb-1', 'Before'));
      await storage.files.put(file('fi-gone'));
      await storage.files.delete('fi-gone');
      await storage.importRecords({
        chats: [{ meta: chatFixture('chat-1'), messages: [messageFixture('chat-1', 0)] }],
        knowledgeCollections: [collection('kb-1', 'After'), collection('kb-2')],
        files: [file('fi-a', ['kb-1']), file('fi-gone', ['kb-2'])],
        blobs: [blobFixture('blob-fi-a', 'bytes of file a!'), blobFixture('blob-fi-gone')],
      });
      expect((await storage.knowledgeCollections.get('kb-1'))?.name).toBe('After');
      expect((await storage.files.list()).map((entry) => [entry.id, entry.collectionIDs])).toEqual([
        ['fi-a', ['kb-1']],
        ['fi-gone', ['kb-2']],
      ]);
      expect(await (await storage.blobs.get('blob-fi-a'))?.data.text()).toBe('bytes of file a!');
      expect(await storage.tombstones.list()).toEqual([]);
      expect(await storage.chats.get('chat-1')).toBeDefined();
    });

    it('writes nothing, chats included, when one file or collection is invalid', async () => {
      const storage = context.storage();
      await storage.files.put(file('fi-kept'));
      const before = await snapshot(storage);
      const badFile = { ...file('fi-b'), blobID: '' };
      await expect(
        storage.importRecords({
          chats: [{ meta: chatFixture('chat-1'), messages: [] }],
          blobs: [blobFixture('blob-fi-b')],
          files: [badFile],
        }),
      ).rejects.toBeInstanceOf(InvalidRecordError);
      const badCollection = { ...collection('not-a-kb-id') };
      await expect(
        storage.importRecords({ files: [file('fi-c')], knowledgeCollections: [badCollection] }),
      ).rejects.toBeInstanceOf(InvalidRecordError);
      expect(await snapshot(storage)).toEqual(before);
    });

    it('rolls files back with everything else when aborted', async () => {
      const storage = context.storage();
      const before = await snapshot(storage);
      const controller = new AbortController();
      const writing = storage.importRecords(
        {
          chats: [
            {
              meta: chatFixture('chat-big'),
              messages: Array.from({ length: 1_500 }, (_, order) => messageFixture('chat-big', order)),
            },
          ],
          knowledgeCollections: [collection('kb-1')],
          files: [file('fi-a', ['kb-1'])],
          blobs: [blobFixture('blob-fi-a')],
        },
        {
          signal: controller.signal,
          onProgress: (written) => {
            if (written > 1_000) controller.abort(new Error('cancelled'));
          },
        },
      );
      await expect(writing).rejects.toThrow('cancelled');
      expect(await snapshot(storage)).toEqual(before);
    });
  });
}

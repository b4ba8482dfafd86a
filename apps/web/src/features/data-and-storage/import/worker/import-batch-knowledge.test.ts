// @vitest-environment node
import { emptyPayload, type ImportPayload } from '@confab/core/data-import';
import { describe, expect, it } from 'vitest';
import { importBatch, type ExistingIDs } from './import-batch.ts';

const times = { createdAt: 1, updatedAt: 1, syncedAt: 5 };

function existing(files: string[], collections: string[]): ExistingIDs {
  const none = new Set<string>();
  return {
    chats: none,
    folders: none,
    prompts: none,
    agents: none,
    plugins: none,
    profiles: none,
    customModels: none,
    knowledgeCollections: new Set(collections),
    files: new Set(files),
  };
}

function payload(): ImportPayload {
  const data = new Blob(['file bytes'], { type: 'text/plain' });
  return {
    ...emptyPayload('confab'),
    knowledgeCollections: { items: [{ id: 'kb-1', name: 'Legal', ...times }], failures: [] },
    knowledgeFiles: {
      items: [
        {
          file: {
            id: 'fi-1',
            name: 'terms.txt',
            mimeType: 'text/plain',
            size: data.size,
            blobID: 'blob-1',
            collectionIDs: ['kb-1', 'kb-other'],
            ...times,
          },
          blob: { id: 'blob-1', mimeType: 'text/plain', size: data.size, data, ...times },
        },
      ],
      failures: [],
    },
  };
}

let counter = 0;
const options = (mode: 'replace' | 'clone') => ({
  mode,
  uuid: () => `new-${String(++counter)}`,
  now: 2,
  storedSettings: new Map<string, unknown>(),
});

describe('importBatch with files and knowledge collections', () => {
  it('keeps ids in replace mode and writes each file’s bytes with the blobs', () => {
    const batch = importBatch(payload(), existing(['fi-1'], ['kb-1']), options('replace'));
    expect(batch.knowledgeCollections?.map((entry) => entry.id)).toEqual(['kb-1']);
    expect(batch.files).toEqual([payload().knowledgeFiles.items[0]?.file]);
    expect(batch.blobs?.map((blob) => blob.id)).toEqual(['blob-1']);
  });

  it('clones a taken file and collection under new ids, the file following its renamed collection', () => {
    const batch = importBatch(payload(), existing(['fi-1'], ['kb-1']), options('clone'));
    const collection = batch.knowledgeCollections?.[0];
    const file = batch.files?.[0];
    expect(collection?.id).toMatch(/^kb-new-/);
    expect(collection?.syncedAt).toBeNull();
    expect(file?.id).toMatch(/^fi-new-/);
    expect(file?.collectionIDs).toEqual([collection?.id, 'kb-other']);
    expect(file?.blobID).toBe('blob-1');
    expect(file?.syncedAt).toBeNull();
  });

  it('leaves a file alone in clone mode when only its collection was taken, yet follows the new collection id', () => {
    const batch = importBatch(payload(), existing([], ['kb-1']), options('clone'));
    const file = batch.files?.[0];
    expect(file?.id).toBe('fi-1');
    expect(file?.collectionIDs[0]).toBe(batch.knowledgeCollections?.[0]?.id);
    expect(file?.syncedAt).toBeNull();
  });
});

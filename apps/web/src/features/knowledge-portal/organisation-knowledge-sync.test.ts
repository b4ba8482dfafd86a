import { describe, expect, it, vi } from 'vitest';
import type { BlobRecord, KnowledgeCollection, StoredFile } from '@confab/core/entities';
import type { OrganisationKnowledgeResponse } from '@confab/core/protocol';
import { createMemoryStorage } from '@confab/storage-browser';
import { applyOrganisationKnowledge } from './organisation-knowledge-sync.ts';

const times = { createdAt: 10, updatedAt: 20, syncedAt: 20 };

function collection(id: string, name: string, organisation?: boolean): KnowledgeCollection {
  return { id, name, ...(organisation === undefined ? {} : { organisation }), ...times };
}

function file(id: string, collectionIDs: string[]): StoredFile {
  return {
    id,
    name: `${id}.pdf`,
    mimeType: 'application/pdf',
    size: 5,
    blobID: `b-${id}`,
    collectionIDs,
    ...times,
  };
}

const published: OrganisationKnowledgeResponse = {
  collections: [collection('kb-hr', 'Handbook', true), collection('kb-mine', 'Taken', true)],
  files: [file('fi-h1', ['kb-hr']), file('fi-h2', ['kb-hr'])],
};

/**
 * The memory store under happy-dom drops Blob rows on read (its clone is not happy-dom's Blob), so the
 * blobs table is replaced by a map here; the files and collections tables are the real ones.
 */
function storageWithBlobMap() {
  const storage = createMemoryStorage();
  const blobs = new Map<string, BlobRecord>();
  vi.spyOn(storage.blobs, 'put').mockImplementation((record) => {
    blobs.set(record.id, record);
    return Promise.resolve();
  });
  vi.spyOn(storage.blobs, 'getMany').mockImplementation((ids) =>
    Promise.resolve(ids.map((id) => blobs.get(id))),
  );
  vi.spyOn(storage.blobs, 'delete').mockImplementation((id) => {
    blobs.delete(id);
    return Promise.resolve();
  });
  return { storage, blobs };
}

describe('applyOrganisationKnowledge', () => {
  it('keeps the published collections and files read-only on the device, with their bytes', async () => {
    const { storage, blobs } = storageWithBlobMap();
    await storage.knowledgeCollections.put(collection('kb-mine', 'My own'));
    const asked: string[] = [];
    const result = await applyOrganisationKnowledge(storage, published, (blobID) => {
      asked.push(blobID);
      return Promise.resolve(new Blob([`bytes of ${blobID}`]));
    });

    expect(result).toEqual({ collections: 1, files: 2, downloaded: 2, removed: 0 });
    expect(await storage.knowledgeCollections.get('kb-hr')).toMatchObject({
      name: 'Handbook',
      organisation: true,
    });
    // A collection of the member's own is never overwritten by a published one with its id.
    expect(await storage.knowledgeCollections.get('kb-mine')).toMatchObject({ name: 'My own' });
    expect(await storage.files.get('fi-h1')).toMatchObject({ collectionIDs: ['kb-hr'], organisation: true });
    const blob = blobs.get('b-fi-h1');
    expect(blob).toMatchObject({ id: 'b-fi-h1', mimeType: 'application/pdf', size: 16 });
    expect(new TextDecoder().decode(await blob?.data.arrayBuffer())).toBe('bytes of b-fi-h1');
    expect(asked).toEqual(['b-fi-h1', 'b-fi-h2']);

    // A second run downloads nothing already on the device.
    const again = await applyOrganisationKnowledge(storage, published, () => Promise.reject(new Error('no')));
    expect(again.downloaded).toBe(0);
  });

  it('removes what is no longer published, never the member’s own files', async () => {
    const { storage, blobs } = storageWithBlobMap();
    const bytes = () => Promise.resolve(new Blob(['x']));
    await applyOrganisationKnowledge(storage, published, bytes);
    await storage.files.put(file('fi-own', []));
    await storage.files.put(file('fi-own-in-shared', ['kb-hr', 'kb-private']));
    await storage.knowledgeCollections.put(collection('kb-private', 'Private'));

    const result = await applyOrganisationKnowledge(storage, { collections: [], files: [] }, bytes);
    expect(result.removed).toBe(4);
    expect(await storage.knowledgeCollections.get('kb-hr')).toBeUndefined();
    expect(await storage.files.get('fi-h1')).toBeUndefined();
    expect(blobs.has('b-fi-h1')).toBe(false);
    expect(await storage.files.get('fi-own')).toBeDefined();
    expect(await storage.files.get('fi-own-in-shared')).toBeDefined();
    expect(await storage.knowledgeCollections.get('kb-private')).toBeDefined();
  });
});

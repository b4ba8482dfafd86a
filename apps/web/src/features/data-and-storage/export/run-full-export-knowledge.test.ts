// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { convertImport, payloadFailures, readImportFile } from '@confab/core/data-import';
import type { StoragePort } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { importBatch } from '../import/worker/import-batch.ts';
import { findExistingIDs } from '../import/worker/find-existing-ids.ts';
import { runFullExport } from './run-full-export.ts';

const time = Date.UTC(2026, 0, 31, 12);
const times = { createdAt: time, updatedAt: time, syncedAt: null };

async function knowledgeStore(): Promise<StoragePort> {
  const storage = createMemoryStorage();
  await storage.knowledgeCollections.put({ id: 'kb-1', name: 'Contracts', description: 'Signed', ...times });
  await storage.knowledgeCollections.put({ id: 'kb-org', name: 'Handbook', organisation: true, ...times });
  const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10]);
  await storage.blobs.put({
    id: 'blob-pdf',
    mimeType: 'application/pdf',
    size: bytes.length,
    data: new Blob([bytes], { type: 'application/pdf' }),
    ...times,
  });
  const file = {
    name: 'Offer.pdf',
    mimeType: 'application/pdf',
    size: bytes.length,
    collectionIDs: ['kb-1'],
    ...times,
  };
  await storage.files.put({ id: 'fi-1', blobID: 'blob-pdf', ...file });
  // A file whose bytes are gone cannot be restored, so it is not exported.
  await storage.files.put({ id: 'fi-lost', blobID: 'blob-missing', ...file });
  // Reading state is device-local: rebuilt, never exported.
  await storage.knowledgeChunks.replaceForFile('fi-1', [
    { id: 'fi-1:0', fileID: 'fi-1', order: 0, text: 'x' },
  ]);
  return storage;
}

const exportOptions = {
  sections: ['knowledge' as const],
  brandSuffix: 'Confab',
  now: time,
  signal: new AbortController().signal,
  yieldToBrowser: () => Promise.resolve(),
  onProgress: () => undefined,
  onSplit: () => undefined,
};

async function exportedPayload(storage: StoragePort) {
  const result = await runFullExport(storage, exportOptions);
  if (!result.ok) throw new Error(result.reason);
  const bytes = new Uint8Array(await (result.files[0]?.blob ?? new Blob()).arrayBuffer());
  return {
    text: new TextDecoder().decode(bytes),
    payload: convertImport(await readImportFile(bytes), { now: time }),
  };
}

describe('the full export’s files and knowledge base', () => {
  it('writes the collections and each file with its bytes, and no index or organisation collection', async () => {
    const { text, payload } = await exportedPayload(await knowledgeStore());
    const data = (JSON.parse(text) as { data: Record<string, unknown> }).data;
    expect(Object.keys(data)).toEqual(['knowledgeCollections', 'knowledgeFiles']);
    expect(payloadFailures(payload)).toEqual([]);
    expect(payload.knowledgeCollections.items.map((entry) => entry.id)).toEqual(['kb-1']);
    expect(payload.knowledgeFiles.items.map((entry) => entry.file.id)).toEqual(['fi-1']);
  });

  it('comes back the same after everything was deleted: files, bytes and collections', async () => {
    const before = await knowledgeStore();
    const { payload } = await exportedPayload(before);
    const after = createMemoryStorage();
    const batch = importBatch(payload, await findExistingIDs(after, payload), {
      mode: 'replace',
      uuid: () => 'unused',
      now: time,
      storedSettings: new Map(),
    });
    await after.importRecords(batch);
    expect(await after.files.list()).toEqual([await before.files.get('fi-1')]);
    expect(await after.knowledgeCollections.list()).toEqual([await before.knowledgeCollections.get('kb-1')]);
    const restored = await after.blobs.get('blob-pdf');
    const original = await before.blobs.get('blob-pdf');
    expect(restored?.mimeType).toBe('application/pdf');
    expect(new Uint8Array((await restored?.data.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(
      new Uint8Array((await original?.data.arrayBuffer()) ?? new ArrayBuffer(0)),
    );
    expect(await after.knowledgeChunks.count()).toBe(0);
  });
});

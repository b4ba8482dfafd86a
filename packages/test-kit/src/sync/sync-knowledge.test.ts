import { describe, expect, it } from 'vitest';
import type { Clock } from '@confab/core';
import type { KnowledgeCollection, StoredFile } from '@confab/core/entities';
import { syncRejectionReasons } from '@confab/core/protocol';
import { createMemorySyncServer } from './memory-sync-server.ts';
import { createSteppingClock, createTestDevice, type TestDevice } from './sync-devices.ts';

async function addFile(device: TestDevice, clock: Clock, text: string, collectionIDs: string[] = []) {
  const now = clock.now();
  await device.storage.blobs.put({
    id: 'bl-report',
    mimeType: 'text/plain',
    size: text.length,
    data: new Blob([text], { type: 'text/plain' }),
    createdAt: now,
    updatedAt: now,
    syncedAt: null,
  });
  const file: StoredFile = {
    id: 'fi-report',
    name: 'report.txt',
    mimeType: 'text/plain',
    size: text.length,
    blobID: 'bl-report',
    collectionIDs,
    createdAt: now,
    updatedAt: now,
    syncedAt: null,
  };
  await device.storage.files.put(file);
}

function collection(clock: Clock, fields: Partial<KnowledgeCollection> = {}): KnowledgeCollection {
  const now = clock.now();
  return { id: 'kb-legal', name: 'Legal', createdAt: now, updatedAt: now, syncedAt: null, ...fields };
}

describe('sync of files and the knowledge base', () => {
  it('brings a file with its bytes and its collection to the other device, and its deletion', async () => {
    const server = createMemorySyncServer();
    const clock = createSteppingClock();
    const laptop = createTestDevice('laptop', server, clock);
    const phone = createTestDevice('phone', server, clock);
    await laptop.storage.knowledgeCollections.put(collection(clock));
    await addFile(laptop, clock, 'quarterly figures', ['kb-legal']);
    await laptop.engine.sync();
    expect(laptop.engine.status).toMatchObject({ lastError: null, pendingChangesCount: 0 });
    // The bytes went with the file, not as an attachment record.
    expect(
      server
        .live()
        .map((record) => record.kind)
        .sort(),
    ).toEqual(['file', 'knowledgeCollection']);
    expect(await (await server.downloadBlob('bl-report'))?.text()).toBe('quarterly figures');

    await phone.engine.sync();
    expect(await phone.storage.files.get('fi-report')).toMatchObject({
      name: 'report.txt',
      blobID: 'bl-report',
      collectionIDs: ['kb-legal'],
    });
    expect(await (await phone.storage.blobs.get('bl-report'))?.data.text()).toBe('quarterly figures');
    expect(await phone.storage.knowledgeCollections.get('kb-legal')).toMatchObject({ name: 'Legal' });
    expect(phone.engine.status.pendingChangesCount).toBe(0);

    // The Files tab deletes the file and its bytes; the phone drops both and its index of the file.
    await phone.storage.knowledgeChunks.replaceForFile('fi-report', [
      { id: 'fi-report:0', fileID: 'fi-report', order: 0, text: 'quarterly figures' },
    ]);
    await laptop.storage.files.delete('fi-report');
    await laptop.storage.blobs.delete('bl-report');
    await laptop.engine.sync();
    await phone.engine.sync();
    expect(await phone.storage.files.get('fi-report')).toBeUndefined();
    expect(await phone.storage.blobs.get('bl-report')).toBeUndefined();
    expect(await phone.storage.knowledgeChunks.count()).toBe(0);
    expect(await server.downloadBlob('bl-report')).toBeUndefined();
    expect(phone.engine.status.pendingChangesCount).toBe(0);
  });

  it('sends file bytes with the knowledge category even when attachments are off, and nothing when it is off', async () => {
    const server = createMemorySyncServer();
    const clock = createSteppingClock();
    const laptop = createTestDevice('laptop', server, clock);
    const phone = createTestDevice('phone', server, clock);
    await laptop.engine.setCategoryEnabled('knowledge', false);
    await addFile(laptop, clock, 'private notes');
    await laptop.storage.knowledgeCollections.put(collection(clock));
    await laptop.engine.sync();
    expect(server.live()).toEqual([]);
    expect(await server.downloadBlob('bl-report')).toBeUndefined();

    await laptop.engine.setCategoryEnabled('knowledge', true);
    await laptop.engine.setCategoryEnabled('attachments', false);
    await phone.engine.setCategoryEnabled('attachments', false);
    await laptop.engine.sync();
    await phone.engine.sync();
    expect(await (await phone.storage.blobs.get('bl-report'))?.data.text()).toBe('private notes');
    expect(await phone.storage.files.get('fi-report')).toBeDefined();
  });

  it('keeps a project’s copy of file bytes with the attachments as well', async () => {
    const server = createMemorySyncServer();
    const clock = createSteppingClock();
    const laptop = createTestDevice('laptop', server, clock);
    await addFile(laptop, clock, 'shared bytes');
    const now = clock.now();
    await laptop.storage.folders.put({
      id: 'fo-1',
      title: 'Project',
      order: 0,
      open: true,
      new: false,
      createdAt: now,
      updatedAt: now,
      syncedAt: null,
      settings: { files: [{ id: 'bl-report', name: 'report.txt', metadata: { size: 12 } }] },
    });
    await laptop.engine.sync();
    expect(
      server
        .live()
        .map((record) => record.kind)
        .sort(),
    ).toEqual(['blob', 'file', 'folder']);
  });

  it('never pushes an organisation’s collection, and the server refuses one', async () => {
    const server = createMemorySyncServer();
    const clock = createSteppingClock();
    const laptop = createTestDevice('laptop', server, clock);
    await laptop.storage.knowledgeCollections.put(collection(clock, { organisation: true }));
    await laptop.engine.sync();
    expect(server.live()).toEqual([]);
    const answer = await server.push([
      {
        kind: 'knowledgeCollection',
        id: 'kb-org',
        updatedAt: 1,
        deleted: false,
        data: { id: 'kb-org', name: 'Org', organisation: true },
      },
    ]);
    expect(answer.results[0]).toMatchObject({
      outcome: 'rejected',
      reason: syncRejectionReasons.notSyncable,
    });
  });

  it('counts no pending change for bytes that travel only with their file', async () => {
    const server = createMemorySyncServer();
    const clock = createSteppingClock();
    const laptop = createTestDevice('laptop', server, clock);
    await addFile(laptop, clock, 'checked');
    await laptop.engine.sync();
    expect(laptop.engine.status.pendingChangesCount).toBe(0);
    const blob = await laptop.storage.blobs.get('bl-report');
    expect(blob?.syncedAt).toBeNull();
  });
});

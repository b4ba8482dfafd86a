// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createChatMeta, type Folder, type Message, type StoragePort } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { addFileToProject, planProjectAddition } from './add-to-project.ts';
import { deleteCollection, removeFileFromCollection, setFileCollections } from './collections.ts';
import { deleteStoredFile } from './delete-file.ts';
import { boundedFileName, fileUploadMaximumBytes, isTooLargeToUpload, uploadFile } from './upload-file.ts';

let counter = 0;
const random = {
  uuid: () => {
    counter += 1;
    return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  },
};

function folder(files: Folder['settings']['files'] = []): Folder {
  return {
    id: 'fo-1',
    title: 'Launch',
    order: 0,
    open: true,
    settings: { files },
    createdAt: 1,
    updatedAt: 1,
    syncedAt: null,
  };
}

async function upload(storage: StoragePort, name: string, text: string, type = 'text/plain') {
  return uploadFile(storage, new File([text], name, { type }), {
    random,
    now: 5,
    onProgress: () => undefined,
  });
}

describe('uploading', () => {
  it('stores the bytes as a blob and a file record, reporting progress up to 1', async () => {
    const storage = createMemoryStorage();
    const progress: number[] = [];
    const bytes = new Uint8Array(2_500_000).fill(65);
    const stored = await uploadFile(storage, new File([bytes], 'big.txt', { type: 'text/plain' }), {
      random,
      now: 5,
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(stored).toMatchObject({
      name: 'big.txt',
      size: 2_500_000,
      collectionIDs: [],
      mimeType: 'text/plain',
    });
    expect(stored.id.startsWith('fi-')).toBe(true);
    expect((await storage.blobs.get(stored.blobID))?.size).toBe(2_500_000);
    expect(await storage.files.get(stored.id)).toEqual(stored);
    expect(progress.length).toBeGreaterThan(3);
    expect(progress).toEqual([...progress].sort((first, second) => first - second));
    expect(progress.at(-1)).toBe(1);
  });

  it('refuses files over 50 MB and bounds names', () => {
    expect(isTooLargeToUpload({ size: fileUploadMaximumBytes })).toBe(false);
    expect(isTooLargeToUpload({ size: fileUploadMaximumBytes + 1 })).toBe(true);
    expect(boundedFileName('   ')).toBe('Untitled');
    expect(Array.from(boundedFileName('😀'.repeat(300)))).toHaveLength(255);
  });
});

describe('deleting a file', () => {
  it('removes the record, its passages, its reading state and its blob', async () => {
    const storage = createMemoryStorage();
    const file = await upload(storage, 'a.txt', 'hello');
    await storage.knowledgeChunks.replaceForFile(file.id, [
      { id: `${file.id}:0`, fileID: file.id, order: 0, text: 'hello' },
    ]);
    await storage.indexedDocuments.put({
      id: file.id,
      fingerprint: 'f',
      status: 'indexed',
      chunkCount: 1,
      indexedAt: 9,
    });
    await deleteStoredFile(storage, file.id);
    expect(await storage.files.get(file.id)).toBeUndefined();
    expect(await storage.knowledgeChunks.listByFile(file.id)).toEqual([]);
    expect(await storage.indexedDocuments.get(file.id)).toBeUndefined();
    expect(await storage.blobs.get(file.blobID)).toBeUndefined();
  });

  it('keeps the blob while a project or a message attachment uses it', async () => {
    const storage = createMemoryStorage();
    const inProject = await upload(storage, 'p.txt', 'p');
    await storage.folders.put(folder([{ id: inProject.blobID, name: 'p.txt', metadata: { size: 1 } }]));
    await deleteStoredFile(storage, inProject.id);
    expect(await storage.blobs.get(inProject.blobID)).toBeDefined();

    const attached = await upload(storage, 'm.txt', 'm');
    const message = {
      uuid: 'm-1',
      chatID: 'c-1',
      role: 'user',
      content: 'see file',
      order: 0,
      attachments: [{ blobID: attached.blobID, name: 'm.txt', mimeType: 'text/plain', size: 1 }],
      createdAt: 1,
      updatedAt: 1,
      syncedAt: null,
    } as Message;
    await storage.saveChatWithMessages({ ...createChatMeta({ id: 'c-1', now: 1 }), messageCount: 1 }, [
      message,
    ]);
    await deleteStoredFile(storage, attached.id);
    expect(await storage.files.get(attached.id)).toBeUndefined();
    expect(await storage.blobs.get(attached.blobID)).toBeDefined();
  });
});

describe('adding to a project', () => {
  it('follows the 100 KB rule for the combined size', () => {
    const small = { name: 's.txt', size: 40_000 } as const;
    const full = folder([{ id: 'b', name: 'old.txt', metadata: { size: 60_000 } }]);
    expect(planProjectAddition(full, { ...small } as never, 'copy').kind).toBe('added');
    expect(planProjectAddition(full, { name: 't.txt', size: 40_001 } as never, 'copy').kind).toBe('too-big');
    expect(planProjectAddition(full, { name: 'old.txt', size: 60_000 } as never, 'copy').kind).toBe(
      'already-there',
    );
  });

  it('adds a copy of the bytes, so removing it from the project leaves the file whole', async () => {
    const storage = createMemoryStorage();
    await storage.folders.put(folder());
    const file = await upload(storage, 'brief.md', '# Brief');
    expect(await addFileToProject(storage, { fileID: file.id, folderID: 'fo-1', random, now: 7 })).toBe(
      'added',
    );
    const entry = (await storage.folders.get('fo-1'))?.settings.files?.[0];
    expect(entry).toMatchObject({ name: 'brief.md', metadata: { size: 7 } });
    expect(entry?.id).not.toBe(file.blobID);
    expect(await (await storage.blobs.get(entry?.id ?? ''))?.data.text()).toBe('# Brief');
  });

  it('refuses binary files and files over the limit', async () => {
    const storage = createMemoryStorage();
    await storage.folders.put(folder());
    const binary = await upload(storage, 'x.bin', 'a\u0000b', 'application/octet-stream');
    expect(await addFileToProject(storage, { fileID: binary.id, folderID: 'fo-1', random, now: 7 })).toBe(
      'not-text',
    );
    const big = await upload(storage, 'big.txt', 'x'.repeat(100_001));
    expect(await addFileToProject(storage, { fileID: big.id, folderID: 'fo-1', random, now: 7 })).toBe(
      'too-big',
    );
    expect((await storage.folders.get('fo-1'))?.settings.files).toEqual([]);
  });
});

describe('collections', () => {
  it('deleting a collection takes its id off every file and deletes no file', async () => {
    const storage = createMemoryStorage();
    const first = await upload(storage, 'a.txt', 'a');
    const second = await upload(storage, 'b.txt', 'b');
    await storage.knowledgeCollections.put({
      id: 'kb-1',
      name: 'One',
      createdAt: 1,
      updatedAt: 1,
      syncedAt: null,
    });
    await setFileCollections(storage, first.id, ['kb-1', 'kb-2', 'kb-1']);
    await setFileCollections(storage, second.id, ['kb-1']);
    expect((await storage.files.get(first.id))?.collectionIDs).toEqual(['kb-1', 'kb-2']);
    await deleteCollection(storage, 'kb-1');
    expect(await storage.knowledgeCollections.get('kb-1')).toBeUndefined();
    expect((await storage.files.get(first.id))?.collectionIDs).toEqual(['kb-2']);
    expect((await storage.files.get(second.id))?.collectionIDs).toEqual([]);
    await removeFileFromCollection(storage, first.id, 'kb-2');
    expect((await storage.files.get(first.id))?.collectionIDs).toEqual([]);
  });
});

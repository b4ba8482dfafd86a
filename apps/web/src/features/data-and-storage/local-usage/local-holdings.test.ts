// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { exportTestStore } from '../export/export-test-store.ts';
import { readLocalHoldings } from './local-holdings.ts';

describe('readLocalHoldings', () => {
  it('counts chats (archived too), their messages and the stored attachments with their bytes', async () => {
    expect(await readLocalHoldings(await exportTestStore())).toEqual({
      chats: 2,
      messages: 4,
      attachments: 2,
      attachmentBytes: 6,
      files: 0,
      fileBytes: 0,
      passages: 0,
    });
  });

  it('counts files and their bytes apart from attachments, and the passages of the knowledge index', async () => {
    const storage = await exportTestStore();
    const times = { createdAt: 1, updatedAt: 1, syncedAt: null };
    await storage.blobs.put({
      id: 'blob-file',
      mimeType: 'text/plain',
      size: 4,
      data: new Blob(['file']),
      ...times,
    });
    await storage.files.put({
      id: 'fi-1',
      name: 'notes.txt',
      mimeType: 'text/plain',
      size: 4,
      blobID: 'blob-file',
      collectionIDs: [],
      ...times,
    });
    await storage.knowledgeChunks.replaceForFile('fi-1', [
      { id: 'fi-1:0', fileID: 'fi-1', order: 0, text: 'file' },
      { id: 'fi-1:1', fileID: 'fi-1', order: 1, text: 'more' },
    ]);
    expect(await readLocalHoldings(storage)).toMatchObject({
      attachments: 2,
      attachmentBytes: 6,
      files: 1,
      fileBytes: 4,
      passages: 2,
    });
  });
});

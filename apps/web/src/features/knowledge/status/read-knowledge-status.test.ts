// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@confab/storage-browser';
import type { StoragePort } from '@confab/core';
import { chunkerVersion } from '@confab/core/knowledge';
import { putCollection, putTextFile } from '../indexing/knowledge-test-fixtures.ts';
import { documentFingerprint } from '../indexing/document-fingerprint.ts';
import { readKnowledgeStatus } from './read-knowledge-status.ts';

describe('readKnowledgeStatus', () => {
  let storage: StoragePort;
  beforeEach(() => {
    storage = createMemoryStorage();
  });
  afterEach(async () => {
    await storage.close();
  });

  it('counts read documents, passages, the queue and the latest problem', async () => {
    await putCollection(storage, 'kb-a');
    const read = await putTextFile(storage, { id: 'fi-read', text: 'x', collectionIDs: ['kb-a'] });
    const broken = await putTextFile(storage, {
      id: 'fi-broken',
      name: 'broken.pdf',
      text: 'x',
      collectionIDs: ['kb-a'],
    });
    await putTextFile(storage, { id: 'fi-waiting', text: 'x', collectionIDs: ['kb-a'] });
    await storage.knowledgeChunks.replaceForFile('fi-read', [
      { id: 'fi-read:0', fileID: 'fi-read', order: 0, text: 'a' },
      { id: 'fi-read:1', fileID: 'fi-read', order: 1, text: 'b' },
    ]);
    const base = { chunkCount: 2, indexedAt: 1 };
    await storage.indexedDocuments.put({
      id: read.id,
      fingerprint: documentFingerprint(read, chunkerVersion, undefined),
      status: 'indexed',
      ...base,
    });
    await storage.indexedDocuments.put({
      id: broken.id,
      fingerprint: documentFingerprint(broken, chunkerVersion, undefined),
      status: 'failed',
      error: 'This document is damaged and cannot be read.',
      ...base,
      chunkCount: 0,
    });
    expect(await readKnowledgeStatus(storage)).toEqual({
      documents: 1,
      passages: 2,
      queueLength: 1,
      unreadable: 1,
      lastError: 'broken.pdf: This document is damaged and cannot be read.',
    });
    await storage.settings.set({
      key: 'knowledge.embeddingModel',
      value: { kind: 'provider', style: 'openai', model: 'text-embedding-3-small' },
      updatedAt: 1,
      syncedAt: null,
    });
    // The read document now waits to be embedded; the broken one is not read again for it.
    expect((await readKnowledgeStatus(storage)).queueLength).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { convertImport } from '../data-import/index.ts';
import { exportKnowledgeFile, importKnowledgeFile } from './exported-knowledge-file.ts';

const time = Date.UTC(2026, 0, 31);
const file = {
  id: 'fi-1',
  name: 'notes.md',
  mimeType: 'text/markdown',
  size: 5,
  blobID: 'blob-1',
  collectionIDs: [],
  createdAt: time,
  updatedAt: time,
  syncedAt: null,
};
const blob = {
  id: 'blob-1',
  mimeType: 'text/markdown',
  size: 5,
  data: new Blob(['# Hi!']),
  createdAt: time,
  updatedAt: time,
  syncedAt: null,
};

describe('exported knowledge files', () => {
  it('carries the file with its bytes and gives both back', async () => {
    const exported = await exportKnowledgeFile(file, blob);
    expect(exported).toMatchObject({ ...file, bytes: { id: 'blob-1', base64: btoa('# Hi!') } });
    const restored = importKnowledgeFile(exported);
    if (typeof restored === 'string') throw new Error(restored);
    expect(restored.file).toEqual(file);
    expect(await restored.blob.data.text()).toBe('# Hi!');
  });

  it('lists a file whose bytes are someone else’s, cut short, or not base64 as a failure, not an import', async () => {
    const exported = await exportKnowledgeFile(file, blob);
    const payload = convertImport(
      {
        data: {
          knowledgeCollections: [
            { id: 'kb-1', name: 'Fine', createdAt: 1, updatedAt: 1, syncedAt: null },
            { id: 'x' },
          ],
          knowledgeFiles: [
            exported,
            { ...exported, id: 'fi-2', bytes: { ...exported.bytes, id: 'blob-other' } },
            { ...exported, id: 'fi-3', bytes: { ...exported.bytes, size: 99 } },
            { ...exported, id: 'fi-4', bytes: { ...exported.bytes, base64: 'a' } },
            { ...exported, id: 'fi-5', name: '' },
          ],
        },
      },
      { now: time },
    );
    expect(payload.knowledgeCollections.items.map((entry) => entry.id)).toEqual(['kb-1']);
    expect(payload.knowledgeCollections.failures).toHaveLength(1);
    expect(payload.knowledgeFiles.items.map((entry) => entry.file.id)).toEqual(['fi-1']);
    expect(payload.knowledgeFiles.failures.map((failure) => failure.reason.length > 0)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(payload.ignoredKeys).toEqual([]);
  });
});

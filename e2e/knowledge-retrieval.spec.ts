import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { test, expect } from './support/test.ts';
import type { Page } from '@playwright/test';
import { configureMockProviders } from './support/configure-providers.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { webDistDirectory } from './support/test-pages.ts';

/** The built retrieval worker: the chat calls it through `retrieveKnowledge`, this test directly. */
async function retrievalWorkerPath(): Promise<string> {
  const names = await readdir(path.join(webDistDirectory, 'assets'));
  const name = names.find((candidate) => /^retrieval\.worker-.*\.js$/.test(candidate));
  if (!name) throw new Error('No retrieval worker in the build');
  return `/assets/${name}`;
}

/** Asks a fresh retrieval worker (on the app's database) for passages; answers their document names. */
async function retrieveDocumentNames(page: Page, workerPath: string, text: string): Promise<string[]> {
  const names: unknown = await page.evaluate(`new Promise((resolve, reject) => {
    const worker = new Worker(${JSON.stringify(workerPath)}, { type: 'module' });
    worker.onerror = (event) => reject(new Error(event.message));
    worker.onmessage = (event) => {
      worker.terminate();
      if (event.data.type === 'answer') resolve(event.data.passages.map((passage) => passage.documentName));
      else reject(new Error(event.data.message));
    };
    worker.postMessage({ type: 'start', databaseName: 'confab' });
    worker.postMessage({ type: 'retrieve', requestID: 1, request: { text: ${JSON.stringify(text)}, scope: { all: true }, limit: 5 } });
  })`);
  return names as string[];
}

const times = 'createdAt: 1, updatedAt: 1, syncedAt: null';

/**
 * Stores a collection and text files in it straight in IndexedDB (the Files tab is another
 * feature's), behind the app's back: the app notices after a reload. A string expression, since
 * functions break under tsx (docs/footguns.md), and Blobs cannot travel as JSON.
 */
async function seedDocuments(page: Page, documents: readonly { id: string; name: string; text: string }[]) {
  await page.evaluate(`new Promise((resolve, reject) => {
    const documents = ${JSON.stringify(documents)};
    const opening = indexedDB.open('confab');
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const database = opening.result;
      const transaction = database.transaction(['knowledgeCollections', 'files', 'blobs'], 'readwrite');
      transaction.objectStore('knowledgeCollections').put({ id: 'kb-handbook', name: 'Handbook', ${times} });
      for (const document of documents) {
        const data = new Blob([document.text], { type: 'text/plain' });
        transaction.objectStore('blobs').put({ id: 'blob-' + document.id, mimeType: 'text/plain', size: data.size, data, ${times} });
        transaction.objectStore('files').put({
          id: document.id, name: document.name, mimeType: 'text/plain', size: data.size,
          blobID: 'blob-' + document.id, collectionIDs: ['kb-handbook'], ${times},
        });
      }
      transaction.oncomplete = () => { database.close(); resolve(true); };
      transaction.onerror = () => reject(transaction.error);
    };
  })`);
}

async function deleteFileRecord(page: Page, fileID: string) {
  await page.evaluate(`new Promise((resolve, reject) => {
    const opening = indexedDB.open('confab');
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const transaction = opening.result.transaction('files', 'readwrite');
      transaction.objectStore('files').delete(${JSON.stringify(fileID)});
      transaction.oncomplete = () => { opening.result.close(); resolve(true); };
    };
  })`);
}

test.describe('knowledge base indexing', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('reads and embeds documents in collections; retrieval never returns a deleted one', async ({
    page,
    mockProvider,
  }) => {
    await configureMockProviders(page, mockProvider.url, { styles: ['openai'] });
    await page.goto('/#settings/knowledge');
    const section = page.getByRole('region', { name: 'Knowledge base' });
    await section
      .getByRole('combobox', { name: 'Embedding model' })
      .selectOption({ label: 'OpenAI: text-embedding-3-small' });

    await seedDocuments(page, [
      {
        id: 'fi-leave',
        name: 'Leave policy.txt',
        text: 'Holidays\n\nEvery employee has thirty days of paid leave.',
      },
      { id: 'fi-travel', name: 'Travel.txt', text: 'Trains are booked in second class.' },
    ]);
    await page.reload();
    const status = section.getByRole('status');
    await expect(status).toContainText('2 documents indexed', { timeout: 10_000 });
    await expect(status).toContainText('2 passages');
    const embedded = mockProvider.requests.filter((request) => request.endpoint === 'embeddings');
    expect(embedded.length).toBeGreaterThan(0);
    expect(embedded[0]).toMatchObject({ path: '/v1/embeddings', model: 'text-embedding-3-small' });
    await saveScreenshot(page, 'knowledge-settings-1280x800');

    const workerPath = await retrievalWorkerPath();
    expect(await retrieveDocumentNames(page, workerPath, 'trains second class')).toEqual(['Travel.txt']);
    // Deleted behind the app's back: its chunks are still stored, yet retrieval must not return it.
    await deleteFileRecord(page, 'fi-travel');
    expect(await retrieveDocumentNames(page, workerPath, 'trains second class')).toEqual([]);
    await page.reload();
    await expect(status).toContainText('1 document indexed', { timeout: 10_000 });
    await expect(status).toContainText('1 passage');
  });
});

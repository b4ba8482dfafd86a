import { test, expect } from './support/test.ts';
import type { Page } from '@playwright/test';
import { configureMockProviders } from './support/configure-providers.ts';
import { saveScreenshot } from './support/screenshots.ts';

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

  test('reads and embeds documents in collections, and drops a deleted one', async ({
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

    await deleteFileRecord(page, 'fi-travel');
    await page.reload();
    await expect(status).toContainText('1 document indexed', { timeout: 10_000 });
    await expect(status).toContainText('1 passage');
  });
});

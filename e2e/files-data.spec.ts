import type { Browser, Page } from '@playwright/test';
import { saveScreenshot } from './support/screenshots.ts';
import { signedInDevice } from './support/signed-in-device.ts';
import { storedRecords } from './support/seed-records.ts';
import { expect, test } from './support/test.ts';
import { syncNow, syncSection } from './support/sync-now.ts';
import { serverWithInbox } from './support/server-with-inbox.ts';

// Files and the knowledge base through export → delete all → import, and through sync to a second
// device. The Files tab is another part of the work: the file goes into the store through the page.

const fileText = 'Quarterly figures: 42';

/**
 * A file, its bytes and a collection written into the app's IndexedDB, as the Files tab writes them
 * (a string expression: functions break under tsx, docs/footguns.md).
 */
async function putFile(page: Page, time: number): Promise<void> {
  await page.evaluate(`new Promise((resolve, reject) => {
    const opening = indexedDB.open('confab');
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const database = opening.result;
      const transaction = database.transaction(['blobs', 'files', 'knowledgeCollections'], 'readwrite');
      const times = { createdAt: ${String(time)}, updatedAt: ${String(time)}, syncedAt: null };
      const data = new Blob([${JSON.stringify(fileText)}], { type: 'text/plain' });
      transaction.objectStore('blobs').put({ id: 'blob-figures', mimeType: 'text/plain', size: data.size, data, ...times });
      transaction.objectStore('knowledgeCollections').put({ id: 'kb-finance', name: 'Finance', ...times });
      transaction.objectStore('files').put({
        id: 'fi-figures', name: 'figures.txt', mimeType: 'text/plain', size: data.size,
        blobID: 'blob-figures', collectionIDs: ['kb-finance'], ...times,
      });
      transaction.oncomplete = () => { database.close(); resolve(true); };
      transaction.onerror = () => reject(transaction.error);
    };
  })`);
}

/** The text of a stored blob, or null when the store has none under that id. */
async function blobText(page: Page, id: string): Promise<string | null> {
  const text: unknown = await page.evaluate(`new Promise((resolve, reject) => {
    const opening = indexedDB.open('confab');
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const request = opening.result.transaction('blobs').objectStore('blobs').get(${JSON.stringify(id)});
      request.onsuccess = () => {
        opening.result.close();
        if (!request.result) resolve(null);
        else request.result.data.text().then(resolve, reject);
      };
    };
  })`);
  return typeof text === 'string' ? text : null;
}

async function knowledgeRecords(page: Page) {
  const strip = (records: Record<string, unknown>[]) =>
    records.map(({ syncedAt: _syncedAt, ...record }) => record);
  return {
    files: strip(await storedRecords(page, 'files')),
    collections: strip(await storedRecords(page, 'knowledgeCollections')),
    bytes: await blobText(page, 'blob-figures'),
  };
}

test('export, delete all, import: files, their bytes and collections come back', async ({ page }) => {
  await page.goto('/#settings/data');
  const section = page.getByRole('region', { name: 'Data and storage' });
  await expect(section).toBeVisible();
  await putFile(page, Date.now());
  // Written behind the app's back: a reload shows it.
  await page.reload();
  const before = await knowledgeRecords(page);
  expect(before.bytes).toBe(fileText);
  await expect(section.getByText(/1 file \(.+\) and 0 passages in the knowledge index/)).toBeVisible();

  await expect(section.getByRole('checkbox', { name: 'Files and knowledge base' })).toBeChecked();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
  const file = await download.path();

  await section.getByRole('button', { name: 'Delete all', exact: true }).click();
  await section.getByRole('textbox', { name: 'Type “delete all” to confirm' }).fill('delete all');
  await Promise.all([
    page.waitForEvent('load'),
    section.getByRole('button', { name: 'Delete everything' }).click(),
  ]);
  await page.goto('/#settings/data');
  await expect(section).toBeVisible();
  expect(await knowledgeRecords(page)).toEqual({ files: [], collections: [], bytes: null });

  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    section.getByRole('button', { name: 'Import', exact: true }).click(),
  ]);
  await chooser.setFiles(file);
  const dialog = page.getByRole('dialog', { name: 'Import data' });
  await expect(dialog.getByText('1 file', { exact: true })).toBeVisible();
  await expect(dialog.getByText('1 knowledge collection', { exact: true })).toBeVisible();
  await saveScreenshot(page, 'files-data-import-counts');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText('Import complete. Confab reloads to show everything.')).toBeVisible();
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Reload' }).click()]);

  expect(await knowledgeRecords(page)).toEqual(before);
});

test.describe('sync', () => {
  test.describe.configure({ timeout: 90_000 });

  const host = serverWithInbox();

  async function device(browser: Browser) {
    return signedInDevice(browser, { ...host, email: 'files@example.com' });
  }

  test('a file and its bytes reach the second device, under the knowledge category', async ({ browser }) => {
    const laptop = await device(browser);
    const phone = await device(browser);
    await expect(
      syncSection(laptop.page).getByRole('checkbox', { name: 'Files and knowledge base' }),
    ).toBeChecked();
    await saveScreenshot(laptop.page, 'files-data-sync-categories');

    await putFile(laptop.page, Date.now());
    await syncNow(laptop.page);
    await syncNow(phone.page);
    await expect
      .poll(async () => (await storedRecords(phone.page, 'files')).map((row) => row['name']))
      .toEqual(['figures.txt']);
    expect(await blobText(phone.page, 'blob-figures')).toBe(fileText);
    expect((await storedRecords(phone.page, 'knowledgeCollections')).map((row) => row['name'])).toEqual([
      'Finance',
    ]);
    await laptop.context.close();
    await phone.context.close();
  });
});

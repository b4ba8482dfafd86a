import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { seedChats } from './support/seed-chats.ts';
import { seedRecords, storedRecords, storedSetting } from './support/seed-records.ts';

interface ExportFile {
  data: {
    chats: { id: string; chatTitle: string; archivedAt: number | null; messages: { content: string }[] }[];
  };
}

function dataSection(page: Page) {
  return page.getByRole('region', { name: 'Data and storage' });
}

async function screenshot(page: Page, name: string): Promise<void> {
  await dataSection(page).screenshot({ path: `/tmp/export-${name}.png` });
}

test.describe('Settings → Data and storage', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('exports every chat with its messages under the spec’s name', async ({ page }) => {
    await seedChats(page, {
      chats: [
        { id: 'chat-trip', chatTitle: 'Trip plans', preview: 'Where to in May?', withMessage: true },
        { id: 'chat-old', chatTitle: 'Old', preview: 'Archived words', withMessage: true, archivedAt: 1 },
      ],
    });
    await page.goto('/#settings/data');
    const panel = dataSection(page).getByRole('group', { name: 'Export data' });
    await expect(panel.getByRole('checkbox', { name: 'Chats' })).toBeChecked();
    await expect(panel.getByRole('checkbox', { name: 'Custom models' })).toBeChecked();
    await expect(dataSection(page).getByText('2 chats, 2 messages, 0 attachments')).toBeVisible();
    await screenshot(page, 'idle');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^\d{8}_\d{6}_Confab_export\.json$/);
    const file = JSON.parse(await readFile(await download.path(), 'utf8')) as ExportFile;
    const chats = new Map(file.data.chats.map((chat) => [chat.id, chat]));
    expect(chats.get('chat-trip')?.messages.map((message) => message.content)).toEqual(['Where to in May?']);
    expect(chats.get('chat-old')?.archivedAt).toBe(1);
    await expect(panel.getByRole('status')).toContainText('Export saved as');
    await screenshot(page, 'done');

    await dataSection(page).getByRole('button', { name: 'Show archived chats' }).click();
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar.getByText('Archived chats', { exact: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: /Old/ })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: /Trip plans/ })).toHaveCount(0);
  });

  test('an export with nothing selected says so', async ({ page }) => {
    await page.goto('/#settings/data');
    const panel = dataSection(page).getByRole('group', { name: 'Export data' });
    // all() does not wait: the boxes must be there first.
    await expect(panel.getByRole('checkbox', { name: 'Chats' })).toBeVisible();
    for (const box of await panel.getByRole('checkbox').all()) await box.uncheck();
    await panel.getByRole('button', { name: 'Export' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Choose at least one kind of data to export.');
  });

  test('Delete all clears chats and settings after typing "delete all"', async ({ page }) => {
    await seedChats(page, { chats: [{ id: 'chat-gone', chatTitle: 'Soon gone', withMessage: true }] });
    await seedRecords(page, {
      settings: [{ key: 'chat.streaming', value: false, updatedAt: 1, syncedAt: null }],
    });
    await page.goto('/#settings/data');
    await expect(page.getByRole('link', { name: /Soon gone/ })).toBeVisible();
    const panel = dataSection(page).getByRole('group', { name: 'Delete all data' });
    await panel.getByRole('button', { name: 'Delete all', exact: true }).click();
    const confirm = panel.getByRole('button', { name: 'Delete everything' });
    await expect(confirm).toBeDisabled();
    await panel.getByRole('textbox', { name: 'Type “delete all” to confirm' }).fill('delete all');
    await screenshot(page, 'delete-all');
    await Promise.all([page.waitForEvent('load'), confirm.click()]);
    await expect(page.getByText('No chats yet. Your conversations will be listed here.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Soon gone/ })).toHaveCount(0);
    expect(await storedRecords(page, 'chats')).toEqual([]);
    expect(await storedSetting(page, 'chat.streaming')).toBeUndefined();
  });
});

import type { Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { answers, openChatWithMock } from './support/chat-page.ts';
import { sendMessage } from './support/composer.ts';
import { seedChats } from './support/seed-chats.ts';
import { seedRecords, storedRecords } from './support/seed-records.ts';

// The tables a full export covers. Settings are compared by key and value: an import stamps its own
// updatedAt, and keys no export section holds (provider keys and endpoints, the privacy notice) stay
// behind on purpose.
const tables = ['chats', 'messages', 'folders', 'prompts', 'agents', 'customModels'] as const;
const exportedSettings = ['chat.streaming', 'chat.automaticTitle', 'models.defaultParameters'];

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).sort(([left], [right]) => left.localeCompare(right));
  return Object.fromEntries(entries.map(([key, entry]) => [key, canonical(entry)]));
}

/** Every record of the exported tables, sorted and with sorted keys, as one comparable text. */
async function canonicalDump(page: Page): Promise<string> {
  const dump: Record<string, unknown> = {};
  for (const table of tables) {
    const records = await storedRecords(page, table);
    dump[table] = records
      .map((record) => JSON.stringify(canonical(record)))
      .sort((left, right) => left.localeCompare(right));
  }
  const settings = await storedRecords(page, 'settings');
  dump.settings = settings
    .filter((setting) => exportedSettings.includes(String(setting.key)))
    .map((setting) => JSON.stringify(canonical([setting.key, setting.value])))
    .sort((left, right) => left.localeCompare(right));
  return JSON.stringify(dump, null, 1);
}

test('export, delete all, import: every record comes back as it was', async ({ page, mockProvider }) => {
  await seedChats(page, {
    folders: [{ id: 'fo-trips', title: 'Trips', order: 0 }],
    chats: [
      {
        id: 'chat-trip',
        chatTitle: 'Lisbon',
        preview: 'Where to in May?',
        folderID: 'fo-trips',
        withMessage: true,
      },
      { id: 'chat-old', chatTitle: 'Old', preview: 'Archived words', withMessage: true, archivedAt: 5 },
    ],
  });
  await seedRecords(page, {
    settings: [
      { key: 'chat.streaming', value: false, updatedAt: 1, syncedAt: null },
      {
        key: 'models.defaultParameters',
        value: { temperature: 0.4, topP: 0.9 },
        updatedAt: 1,
        syncedAt: null,
      },
    ],
  });
  // One chat made the way people make them: a real answer with its model and usage.
  await openChatWithMock(page, mockProvider);
  await sendMessage(page, 'Say hello');
  await expect(answers(page).last()).toContainText('Mock reply to: Say hello');
  // The automatic title lands after the answer; the dump must not race it.
  await expect(page.getByRole('link', { name: /Mock reply to: Say hello/ })).toBeVisible();
  const before = await canonicalDump(page);
  expect(before).toContain('Mock reply to: Say hello');

  await page.goto('/#settings/data');
  const section = page.getByRole('region', { name: 'Data and storage' });
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
  await page.goto('/');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  expect(await storedRecords(page, 'chats')).toEqual([]);

  await page.goto('/#settings/data');
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    section.getByRole('button', { name: 'Import', exact: true }).click(),
  ]);
  await chooser.setFiles(file);
  const dialog = page.getByRole('dialog', { name: 'Import data' });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText('Import complete. Confab reloads to show everything.')).toBeVisible();
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Reload' }).click()]);

  expect(await canonicalDump(page)).toBe(before);
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Lisbon/ })).toBeVisible();
});

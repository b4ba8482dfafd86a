import type { Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { chatRow, seedRecords, storedRecords, storedSetting } from './support/seed-records.ts';

const hour = 3_600_000;

function archiveSection(page: Page) {
  return page.getByRole('region', { name: 'Archive' });
}

test.describe('auto-archive and auto-delete', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the switches store empty when off and 24 hours when turned on', async ({ page }) => {
    await page.goto('/#settings/chat-behaviour');
    const section = archiveSection(page);
    const autoArchive = section.getByRole('switch', { name: 'Auto-archive chats' });
    const autoDelete = section.getByRole('switch', { name: 'Auto-delete archived chats' });
    await expect(autoArchive).not.toBeChecked();
    await expect(autoDelete).not.toBeChecked();
    await expect(section.getByRole('combobox')).toHaveCount(0);

    await autoArchive.check();
    const after = section.getByRole('combobox', { name: 'Archive chats not updated for' });
    await expect(after).toHaveValue('24');
    await expect(after.getByRole('option')).toHaveText([
      '24 hours',
      '2 days',
      '3 days',
      '1 week',
      '2 weeks',
      '3 weeks',
      '30 days',
      '60 days',
      '90 days',
    ]);
    await expect.poll(() => storedSetting(page, 'chats.autoArchiveHours')).toBe(24);
    await after.selectOption({ label: '3 days' });
    await expect.poll(() => storedSetting(page, 'chats.autoArchiveHours')).toBe(72);
    await autoDelete.check();
    await expect(section.getByRole('combobox', { name: 'Delete chats archived for' })).toHaveValue('24');
    await saveScreenshot(page, 'settings-archive-1280x800');

    await autoArchive.uncheck();
    await expect(after).toHaveCount(0);
    await expect.poll(() => storedSetting(page, 'chats.autoArchiveHours')).toBe('');
    await page.reload();
    await expect(archiveSection(page).getByRole('switch', { name: 'Auto-archive chats' })).not.toBeChecked();
    await expect(
      archiveSection(page).getByRole('switch', { name: 'Auto-delete archived chats' }),
    ).toBeChecked();
  });

  test('on load archives old unorganised chats and deletes long-archived ones', async ({ page }) => {
    await page.goto('/#settings/chat-behaviour');
    const section = archiveSection(page);
    await section.getByRole('switch', { name: 'Auto-archive chats' }).check();
    await section.getByRole('combobox', { name: 'Archive chats not updated for' }).selectOption('48');
    await section.getByRole('switch', { name: 'Auto-delete archived chats' }).check();
    await section.getByRole('combobox', { name: 'Delete chats archived for' }).selectOption('168');
    await expect.poll(() => storedSetting(page, 'chats.autoDeleteHours')).toBe(168);

    const now = Date.now();
    const old = now - 72 * hour;
    await seedRecords(page, {
      chats: [
        chatRow({ id: 'old-plain', updatedAt: old }),
        chatRow({ id: 'recent', updatedAt: now - 2 * hour }),
        chatRow({ id: 'old-favourite', updatedAt: old, favoritedAt: old }),
        chatRow({ id: 'old-in-project', updatedAt: old, folderID: 'fo-kept' }),
        chatRow({ id: 'old-tagged', updatedAt: old, tags: [{ id: 'tag-work', name: 'work' }] }),
        chatRow({ id: 'archived-long-ago', updatedAt: now - hour, archivedAt: now - 200 * hour }),
        chatRow({ id: 'archived-recently', updatedAt: now - 900 * hour, archivedAt: now - 10 * hour }),
      ],
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

    const archivedAt = async () => {
      const chats = await storedRecords(page, 'chats');
      return Object.fromEntries(
        chats.map((chat): [string, string] => [
          String(chat.id),
          chat.archivedAt === null ? 'active' : 'archived',
        ]),
      );
    };
    await expect.poll(archivedAt).toEqual({
      'old-plain': 'archived',
      recent: 'active',
      'old-favourite': 'active',
      'old-in-project': 'active',
      'old-tagged': 'active',
      'archived-recently': 'archived',
    });
    const plain = (await storedRecords(page, 'chats')).find((chat) => chat.id === 'old-plain');
    expect(plain?.syncedAt).toBeNull();
    expect(plain?.archivedAt).toBeGreaterThanOrEqual(now);
    const tombstones = await storedRecords(page, 'tombstones');
    expect(tombstones.map((tombstone) => [tombstone.table, tombstone.id])).toEqual([
      ['chats', 'archived-long-ago'],
    ]);
    // The archived chat left the sidebar; the others are still listed.
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar.getByRole('link', { name: 'recent', exact: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'old-plain', exact: true })).toHaveCount(0);
  });
});

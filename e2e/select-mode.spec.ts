import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { seedChats, type SeedChat } from './support/seed-chats.ts';
import { saveScreenshot } from './support/screenshots.ts';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const chatList = (page: Page) => sidebar(page).getByRole('navigation', { name: 'Chats' });
const checkbox = (page: Page, title: string) => chatList(page).getByRole('checkbox', { name: title });
const bar = (page: Page) => sidebar(page).getByRole('toolbar', { name: 'Selected chats' });

const now = Date.now();
const chats: SeedChat[] = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'].map((title, index) => ({
  id: `c-${title.toLowerCase()}`,
  chatTitle: title,
  preview: `About ${title.toLowerCase()}`,
  updatedAt: now - index * 60_000,
  withMessage: true,
}));

async function ticked(page: Page): Promise<string[]> {
  return chatList(page)
    .getByRole('checkbox', { checked: true })
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''));
}

test.describe('select mode', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shift-click ticks a range, in either direction', async ({ page }) => {
    await seedChats(page, { chats });
    await sidebar(page).getByRole('button', { name: 'Select chats' }).click();
    await expect(sidebar(page).getByRole('button', { name: 'Select chats' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await checkbox(page, 'Two').click();
    await checkbox(page, 'Five').click({ modifiers: ['Shift'] });
    expect(await ticked(page)).toEqual(['Two', 'Three', 'Four', 'Five']);
    await expect(bar(page)).toContainText('4 selected');
    await saveScreenshot(page, 'sidebar-select-mode-1280x800');
    // Unticking with Shift clears the range back to the anchor.
    await checkbox(page, 'Three').click({ modifiers: ['Shift'] });
    expect(await ticked(page)).toEqual(['Two']);
    await checkbox(page, 'Six').click();
    await checkbox(page, 'Four').click({ modifiers: ['Shift'] });
    expect(await ticked(page)).toEqual(['Two', 'Four', 'Five', 'Six']);
    await sidebar(page).getByRole('button', { name: 'Select chats' }).click();
    await expect(chatList(page).getByRole('checkbox')).toHaveCount(0);
  });

  test('delete needs a second click within 2 s', async ({ page }) => {
    await page.clock.install();
    await seedChats(page, { chats });
    await sidebar(page).getByRole('button', { name: 'Select chats' }).click();
    await checkbox(page, 'One').click();
    await checkbox(page, 'Two').click();
    await bar(page).getByRole('button', { name: 'Delete' }).click();
    const confirm = bar(page).getByRole('button', { name: 'Click again to delete' });
    await expect(confirm).toBeVisible();
    await page.clock.runFor(2100);
    await expect(bar(page).getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(chatList(page).getByRole('link', { name: /^One/ })).toBeVisible();

    await bar(page).getByRole('button', { name: 'Delete' }).click();
    await page.clock.runFor(1500);
    await confirm.click();
    // The storage engine's own timers run on the installed clock too.
    await page.clock.runFor(1000);
    await expect(chatList(page).getByRole('link', { name: /^One/ })).toBeHidden();
    await expect(chatList(page).getByRole('link', { name: /^Two/ })).toBeHidden();
    await expect(chatList(page).getByRole('link', { name: /^Three/ })).toBeVisible();
    await expect(bar(page)).toContainText('0 selected');
  });

  test('bulk move, archive and unarchive', async ({ page }) => {
    await seedChats(page, { chats, folders: [{ id: 'fo-box', title: 'Box', order: 0 }] });
    await sidebar(page).getByRole('button', { name: 'Select chats' }).click();
    await checkbox(page, 'One').click();
    await checkbox(page, 'Three').click();
    await bar(page).getByRole('button', { name: 'Move' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move to project' });
    await expect(dialog).toContainText('2 chats to move.');
    await dialog.getByRole('button', { name: 'Box' }).click();
    await expect(chatList(page).locator('.chat-row--nested')).toHaveCount(2);

    await checkbox(page, 'Two').click();
    await checkbox(page, 'Four').click();
    await bar(page).getByRole('button', { name: 'Archive' }).click();
    await expect(chatList(page).getByRole('link', { name: /^Two/ })).toBeHidden();
    await expect(chatList(page).getByRole('link', { name: /^Four/ })).toBeHidden();

    await sidebar(page).getByRole('button', { name: 'Archived chats' }).click();
    await expect(chatList(page).getByRole('link')).toHaveCount(2);
    await checkbox(page, 'Two').click();
    await bar(page).getByRole('button', { name: 'Unarchive' }).click();
    await expect(chatList(page).getByRole('link')).toHaveCount(1);
    await sidebar(page).getByRole('button', { name: 'Archived chats' }).click();
    await expect(chatList(page).getByRole('link', { name: /^Two/ })).toBeVisible();
  });

  test('bulk export downloads one file with every ticked chat', async ({ page }) => {
    await seedChats(page, { chats });
    await sidebar(page).getByRole('button', { name: 'Select chats' }).click();
    await checkbox(page, 'One').click();
    await checkbox(page, 'Three').click({ modifiers: ['Shift'] });
    const downloading = page.waitForEvent('download');
    await bar(page).getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/_chats\.json$/);
    const text = await readFile(await download.path(), 'utf8');
    for (const id of ['c-one', 'c-two', 'c-three']) expect(text).toContain(id);
    expect(text).not.toContain('c-four');
  });
});

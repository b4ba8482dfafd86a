import type { Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { answers, openChatWithMock } from './support/chat-page.ts';
import { sendMessage } from './support/composer.ts';
import { saveScreenshot } from './support/screenshots.ts';

const chatList = (page: Page) =>
  page.getByRole('complementary', { name: 'Sidebar' }).getByRole('navigation', { name: 'Chats' });

/** Deletes the sidebar's first chat from its menu; answers the "Chat deleted." toast. */
async function deleteFirstChat(page: Page) {
  const row = chatList(page).getByRole('listitem').first();
  await row.getByRole('button', { name: 'Chat actions' }).click();
  await page.getByRole('menu', { name: 'Chat actions' }).getByRole('menuitem', { name: 'Delete' }).click();
  return page.getByRole('status').filter({ hasText: 'Chat deleted.' });
}

test.describe('deleting a chat from the sidebar', () => {
  test('is taken back from the toast with every message, and the chat opens again', async ({
    page,
    mockProvider,
  }) => {
    await openChatWithMock(page, mockProvider);
    await sendMessage(page, 'One');
    await expect(answers(page)).toContainText('Mock reply to: One');
    await sendMessage(page, 'Two');
    await expect(answers(page).nth(1)).toContainText('Mock reply to: Two');
    // A second answer to the last prompt: the undo must bring back every branch, not only the path.
    await answers(page).nth(1).getByRole('button', { name: 'Regenerate' }).click();
    await expect(page.getByText('2 / 2')).toBeVisible();
    const chatHash = new URL(page.url()).hash;

    const toast = await deleteFirstChat(page);
    await expect(chatList(page).getByRole('link')).toHaveCount(0);
    await expect(toast).toBeVisible();
    await saveScreenshot(page, 'chat-deleted-undo-toast');

    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(toast).toBeHidden();
    await expect(chatList(page).getByRole('link')).toHaveCount(1);
    await chatList(page).getByRole('link').first().click();
    // Never synced, so it is the same chat at the same address.
    await expect(page).toHaveURL(new RegExp(`${chatHash}$`));
    await expect(answers(page)).toHaveCount(2);
    await expect(page.getByText('2 / 2')).toBeVisible();
    await expect(page.getByRole('article', { name: 'User message' })).toHaveText([/One/, /Two/]);
    await page.reload();
    await expect(answers(page)).toHaveCount(2);
  });

  test('Undo takes a click while another corner toast shows: the toasts share one stack', async ({
    page,
    mockProvider,
  }) => {
    await openChatWithMock(page, mockProvider);
    await sendMessage(page, 'One');
    await expect(answers(page)).toContainText('Mock reply to: One');
    // The onboarding region's toast; it stays 5 s, long enough to delete the chat beside it.
    const firstMessageToast = page
      .getByRole('status')
      .filter({ hasText: 'Congratulations on sending your first message!' });
    await expect(firstMessageToast).toBeVisible();

    const undoToast = await deleteFirstChat(page);
    await expect(undoToast).toBeVisible();
    await expect(firstMessageToast).toBeVisible();
    await saveScreenshot(page, 'chat-deleted-undo-beside-first-message-toast');

    // A plain click: Playwright refuses it when another element (the other toast) takes the pointer.
    await undoToast.getByRole('button', { name: 'Undo' }).click();
    await expect(undoToast).toBeHidden();
    await expect(chatList(page).getByRole('link')).toHaveCount(1);
  });
});

test('an address naming no chat says the chat was not found', async ({ page }) => {
  await page.goto('/#chat=no-such-chat');
  await expect(page.getByRole('heading', { name: 'Chat not found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What shall we talk about?' })).toHaveCount(0);
  await saveScreenshot(page, 'chat-not-found');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'What shall we talk about?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chat not found' })).toHaveCount(0);
});

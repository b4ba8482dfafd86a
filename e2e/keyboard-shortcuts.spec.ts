import { test, expect } from './support/test.ts';
import type { Page } from '@playwright/test';
import type { MockProvider } from '@confab/test-kit';
import { answers } from './support/chat-page.ts';
import { mockProviderKeys } from './support/configure-providers.ts';
import { sendMessage } from './support/composer.ts';
import { seedRecords, storedRecords, storedSetting } from './support/seed-records.ts';

/**
 * The OpenAI key and endpoint written as the key form stores them: these tests are about keys
 * pressed, not keys saved (e2e/keys.spec.ts covers the form), and the form's key test costs seconds.
 */
async function openChatWithOpenAIMock(page: Page, mockProvider: MockProvider) {
  await page.goto('/');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  const setting = (key: string, value: string) => ({ key, value, updatedAt: Date.now(), syncedAt: null });
  await seedRecords(page, {
    settings: [
      setting('apiKeys.openai', mockProviderKeys.openai),
      setting('endpoints.chatCompletions', `${mockProvider.url}/v1/chat/completions`),
    ],
  });
  await page.reload();
  await page.getByRole('combobox', { name: 'Model' }).selectOption('gpt-4o-mini');
}

test.describe('keyboard shortcuts', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the chat actions run from inside the composer without typing into it', async ({
    page,
    mockProvider,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
    await openChatWithOpenAIMock(page, mockProvider);
    mockProvider.script({ text: 'First answer.' });
    await sendMessage(page, 'Hello');
    await expect(answers(page)).toContainText('First answer.');
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();

    const composer = page.getByRole('textbox', { name: 'Message' });
    await composer.fill('draft');
    await composer.press('Control+Alt+C');
    await expect(page.getByText('Last answer copied')).toBeVisible();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe('First answer.');

    // Not for the title request the first exchange sends once its answer is stored.
    mockProvider.script({ text: 'Second answer.', match: { stream: true } });
    await composer.press('Control+Alt+R');
    await expect(answers(page)).toContainText('Second answer.');
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();

    await composer.press('Control+Alt+P');
    await expect(page.getByText(/plugins? on for this chat/)).toBeVisible();
    await composer.press('Control+Alt+P');
    await expect(page.getByText('Plugins off for this chat')).toBeVisible();

    const log = page.getByRole('log', { name: 'Conversation' });
    await composer.press('Control+Alt+L');
    await expect(log.getByRole('separator')).toBeVisible();

    await composer.press('Control+Alt+X');
    const confirm = page.getByRole('dialog', { name: 'Reset this chat?' });
    await confirm.getByRole('button', { name: 'Reset chat' }).click();
    await expect(log.getByRole('article')).toHaveCount(0);
    // Voice input has no microphone to open in this build: the key does nothing, and types nothing.
    await composer.press('Control+Alt+V');
    await expect(composer).toHaveValue('draft');
  });

  test('shell shortcuts, the cheat sheet, and a changed letter with a conflict', async ({ page }) => {
    await page.goto('/#settings/keyboard-shortcuts');
    const section = page.getByRole('region', { name: 'Keyboard shortcuts' });
    const change = section.getByRole('button', { name: 'Change the shortcut for New chat' });
    await expect(change).toBeEnabled();
    await change.click();
    await change.press('r');
    await expect(section.getByRole('alert')).toHaveText(
      'Ctrl+Alt+R is already used by "Regenerate the last answer". Choose another letter or change that shortcut first.',
    );
    await change.press('j');
    await expect(section.getByRole('status')).toHaveText('New chat: Ctrl+Alt+J');
    await expect.poll(() => storedSetting(page, 'keyboardShortcuts.map')).toMatchObject({ newChat: 'J' });

    await page.locator('body').press('Shift+Slash');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(sheet.getByRole('definition').filter({ hasText: 'Ctrl+Alt+J' })).toBeVisible();
    await sheet.getByRole('button', { name: 'Close' }).click();

    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Control+B');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Control+K');
    await expect(page.getByRole('searchbox', { name: 'Search chats' })).toBeFocused();
    await page.keyboard.press('Control+Alt+J');
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a temporary chat is never stored, listed or kept', async ({ page, mockProvider }) => {
    await openChatWithOpenAIMock(page, mockProvider);
    await page.locator('body').press('Control+Alt+T');
    const banner = page.getByRole('region', { name: 'Temporary chat' });
    await expect(banner).toBeVisible();
    mockProvider.script({ text: 'Off the record.' });
    await sendMessage(page, 'Secret question');
    await expect(answers(page)).toContainText('Off the record.');
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    await expect(page).not.toHaveURL(/#chat=/);
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar.getByRole('link', { name: /Secret question/ })).toHaveCount(0);
    expect(await storedRecords(page, 'chats')).toEqual([]);
    expect(await storedRecords(page, 'messages')).toEqual([]);

    await page.getByRole('textbox', { name: 'Message' }).press('Control+Alt+T');
    await expect(banner).toBeHidden();
    await expect(answers(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Temporary chat' }).click();
    await expect(banner).toBeVisible();
    await expect(answers(page)).toHaveCount(0);
  });
});

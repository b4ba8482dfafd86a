import type { Page } from '@playwright/test';
import { startSmtpInbox } from '@confab/test-kit/smtp-inbox';
import { answers } from './support/chat-page.ts';
import { sendMessage } from './support/composer.ts';
import { mockProviderKeys } from './support/configure-providers.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { chatRow, seedRecords, storedSetting } from './support/seed-records.ts';
import { signedInDevice } from './support/signed-in-device.ts';
import { startServer } from './support/start-server.ts';
import { expect, test } from './support/test.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const checklist = (page: Page) => sidebar(page).getByRole('region', { name: 'Setup checklist' });
const progress = (page: Page) => checklist(page).getByRole('progressbar', { name: 'Setup progress' });
const chatList = (page: Page) => sidebar(page).getByRole('navigation', { name: 'Chats' });

test('the setup checklist fills as a key is saved and a first message is sent, which is congratulated', async ({
  page,
  mockProvider,
}) => {
  await page.goto('/');
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '25');
  await checklist(page)
    .getByRole('button', { name: /Setup checklist/ })
    .click();
  await expect(checklist(page).getByRole('link', { name: 'Add an API key' })).toBeVisible();
  // Licences are not built yet: their step is not offered.
  await expect(checklist(page).getByText('Activate a licence key')).toHaveCount(0);

  // A key saved (stored as the key form stores it; its form has tests of its own), then a reload.
  await seedRecords(page, {
    settings: [
      { key: 'apiKeys.openai', value: mockProviderKeys.openai, updatedAt: 1, syncedAt: null },
      {
        key: 'endpoints.chatCompletions',
        value: `${mockProvider.url}/v1/chat/completions`,
        updatedAt: 1,
        syncedAt: null,
      },
    ],
  });
  await page.reload();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '50');
  await page.getByRole('combobox', { name: 'Model' }).selectOption('gpt-4o-mini');
  mockProvider.script({ text: 'Hello there.' });
  await sendMessage(page, 'My very first message');
  await expect(page.getByText('Congratulations on sending your first message!')).toBeVisible();
  await expect(answers(page)).toHaveText(/Hello there\./);
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '75');
  await checklist(page)
    .getByRole('button', { name: /Setup checklist/ })
    .click();
  await expect(checklist(page).getByRole('link', { name: 'Log in to back up and sync' })).toBeVisible();
  await saveScreenshot(page, 'onboarding-checklist-1280x800');

  // Only the first message is congratulated.
  await sendMessage(page, 'A second one');
  await expect(answers(page)).toHaveCount(2);
  await expect(page.getByText('Congratulations on sending your first message!')).toHaveCount(1);
});

test('a server running a newer build brings the banner once a day; dismissing keeps it away', async ({
  page,
}) => {
  let versionRequests = 0;
  await page.route('**/api/version', async (route) => {
    versionRequests += 1;
    await route.fulfill({ json: { vercelGitSHA: 'a-newer-build' } });
  });
  await page.goto('/');
  const banner = sidebar(page)
    .getByRole('status')
    .filter({ hasText: 'A new version of Confab is available.' });
  await expect(banner).toBeVisible();
  await saveScreenshot(page, 'onboarding-version-banner-1280x800');

  await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Reload' }).click()]);
  // The same day: the found build is remembered, the server is not asked again.
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect(versionRequests).toBe(1);
});

test.describe('a first visit', () => {
  test.use({ privacyNoticeSkipped: false });

  async function continueWithout(page: Page) {
    const notice = page.getByRole('dialog', { name: 'Your data stays in this browser' });
    await notice.getByRole('button', { name: 'Continue without' }).click();
    await notice.getByRole('checkbox', { name: /I understand that my data is kept only/ }).check();
    await notice.getByRole('button', { name: 'Confirm' }).click();
    await expect(notice).toHaveCount(0);
  }

  test('brings example chats in an Examples project once; deleted, they never come back', async ({
    page,
  }) => {
    await page.goto('/');
    await continueWithout(page);
    const examples = chatList(page).getByRole('button', { name: /^Examples$/ });
    await expect(examples).toBeVisible();
    await chatList(page)
      .getByRole('link', { name: /Welcome to Confab/ })
      .click();
    await expect(page.getByRole('log', { name: 'Conversation' })).toContainText('Projects like this one');
    await expect(chatList(page).getByRole('link', { name: /Formatted answers/ })).toBeVisible();

    await chatList(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Examples$/ }) })
      .getByRole('button', { name: 'Project actions' })
      .click();
    await page
      .getByRole('menu', { name: 'Project actions' })
      .getByRole('menuitem', { name: 'Delete project…' })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete project' })
      .getByRole('button', { name: 'Delete project and its chats' })
      .click();
    await expect(examples).toHaveCount(0);

    // As on a new device that has synced the deletions: a first visit again, without this device's flag.
    await seedRecords(page, {
      settings: [
        { key: 'onboarding.exampleChats.defaultsFilled', value: false, updatedAt: 1, syncedAt: null },
      ],
    });
    await page.evaluate(() => {
      sessionStorage.clear();
    });
    await page.reload();
    await continueWithout(page);
    await expect.poll(() => storedSetting(page, 'onboarding.exampleChats.defaultsFilled')).toBe(true);
    await expect(chatList(page).getByRole('link', { name: /Welcome to Confab/ })).toHaveCount(0);
    await expect(examples).toHaveCount(0);
  });
});

test('a signed-in device whose changes have not synced for over an hour is warned, and dismissing records when', async ({
  browser,
}) => {
  const inbox = await startSmtpInbox();
  const server = await startServer({ SMTP_URL: inbox.url, SMTP_FROM: 'Confab <login@confab.test>' });
  try {
    const email = `warned-${String(Date.now())}@example.com`;
    const { page, context } = await signedInDevice(browser, { server, inbox, email });
    // The server cannot be reached any more, the last sync was two hours ago and a chat is unsynced.
    await page.route('**/api/cloud/sync/**', (route) => route.abort());
    const twoHoursAgo = Date.now() - 2 * 60 * 60 * 1000;
    await seedRecords(page, {
      settings: [{ key: 'sync.lastSyncAt', value: twoHoursAgo, updatedAt: twoHoursAgo, syncedAt: null }],
      chats: [chatRow({ id: 'c-unsynced', chatTitle: 'Written offline', updatedAt: Date.now() })],
    });
    await page.reload();
    const warning = page.getByRole('dialog', { name: 'Changes not synced' });
    // The first sync attempt after the reload has to fail before the warning is due.
    await expect(warning).toContainText(
      '1 change on this device has not reached the cloud for over an hour',
      {
        timeout: 20_000,
      },
    );
    await saveScreenshot(page, 'onboarding-sync-warning-1280x800');
    await warning.getByRole('button', { name: 'Dismiss' }).click();
    await expect(warning).toHaveCount(0);
    await expect.poll(() => storedSetting(page, 'sync.warningDismissedAt')).toEqual(expect.any(Number));
    await context.close();
  } finally {
    await server.stop();
    await inbox.close();
  }
});

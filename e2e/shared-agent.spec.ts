import type { Browser, Page } from '@playwright/test';
import { readLoginCode } from '@confab/test-kit/smtp-inbox';
import { saveScreenshot } from './support/screenshots.ts';
import { skipPrivacyNotice } from './support/privacy-notice.ts';
import { expect, test } from './support/test.ts';
import { serverWithInbox } from './support/server-with-inbox.ts';

// A server of its own with real SMTP, so the test can sign in (the shared server prints codes).
test.describe.configure({ timeout: 60_000 });

const host = serverWithInbox();

/** Signs the page's browser in through the API and the real mail, as the login dialog would. */
async function signIn(page: Page, email: string): Promise<void> {
  const before = host.inbox.messages.filter((mail) => mail.to.includes(email)).length;
  await page.request.post(`${host.server.url}/api/login`, { data: { email, useAltLogin: false } });
  const code = readLoginCode(await host.inbox.waitForMail(email, { afterCount: before }));
  const answer = await page.request.post(`${host.server.url}/api/verify`, { data: { email, code } });
  const { token } = (await answer.json()) as { token: string };
  await page.context().addCookies([{ name: 'confab_cloud_token', value: token, url: host.server.url }]);
}

async function firstUserAgentCard(page: Page) {
  await page.goto(`${host.server.url}/#agents`);
  const card = page.getByRole('article', { name: 'Proofreader' }).first();
  await expect(card).toBeVisible();
  return card;
}

async function openInFreshBrowser(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await skipPrivacyNotice(context);
  const page = await context.newPage();
  await page.goto(url);
  return { context, page };
}

test.describe('shared agents', () => {
  test('a signed-in user shares an agent; someone else opens the link and saves a copy', async ({
    browser,
  }) => {
    const owner = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await skipPrivacyNotice(owner);
    await owner.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: host.server.url });
    const page = await owner.newPage();
    await page.goto(host.server.url);
    await signIn(page, `share-${String(Date.now())}@example.com`);

    const card = await firstUserAgentCard(page);
    await card.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Share link copied.', { exact: false })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${host.server.url}/\\?character=[A-Za-z0-9_-]{22}$`));

    const { context: friend, page: friendPage } = await openInFreshBrowser(browser, link);
    const popup = friendPage.getByRole('dialog', { name: 'Shared AI agent' });
    await expect(popup.getByRole('article', { name: 'Proofreader' })).toBeVisible({ timeout: 10_000 });
    await expect(friendPage).toHaveURL(`${host.server.url}/`);
    await saveScreenshot(friendPage, 'shared-agent-popup-1280x800');
    await popup.getByRole('button', { name: 'Save to my agents' }).click();
    await expect(friendPage.getByText('Character saved to your AI Agents library')).toBeVisible();
    await expect(popup).toBeHidden();

    await friendPage.goto(`${host.server.url}/#agents`);
    await expect(friendPage.getByRole('article', { name: 'Proofreader' })).not.toHaveCount(0);
    await friend.close();
    await owner.close();
  });

  test('an unknown link says the agent cannot be imported', async ({ browser }) => {
    const { context, page } = await openInFreshBrowser(
      browser,
      `${host.server.url}/?import_character=AAAAAAAAAAAAAAAA`,
    );
    await expect(page.getByText('Unable to import AI agent. Please try again.')).toBeVisible({
      timeout: 10_000,
    });
    await expect(page.getByRole('dialog', { name: 'Shared AI agent' })).toBeHidden();
    await context.close();
  });

  test('sharing without an account asks the user to log in', async ({ page }) => {
    const card = await firstUserAgentCard(page);
    await card.getByRole('button', { name: 'Share' }).click();
    await expect(
      page.getByText('Log in to your account (Settings) to share agents with a link.'),
    ).toBeVisible();
  });
});

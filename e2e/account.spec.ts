import type { APIRequestContext, Page } from '@playwright/test';
import { readLoginCode } from '@confab/test-kit/smtp-inbox';
import { saveScreenshot, screenshotVariantSkip } from './support/screenshots.ts';
import { skipPrivacyNotice } from './support/privacy-notice.ts';
import { signedInDevice } from './support/signed-in-device.ts';
import { expect, test } from './support/test.ts';
import { serverWithInbox } from './support/server-with-inbox.ts';

/*
 * These tests run against a server of their own whose login mail goes over real SMTP to an inbox the
 * test reads, so the shared e2e server (which prints codes to its log) stays as other specs expect.
 */
// Each test walks the whole login through SMTP, and each worker starts its own server first.
test.describe.configure({ timeout: 60_000 });

const host = serverWithInbox();

const tokenCookieName = 'confab_cloud_token';

function uniqueEmail(label: string): string {
  return `${label}-${String(Date.now())}-${String(Math.random()).slice(2, 8)}@example.com`;
}

async function openAccountSettings(page: Page) {
  await page.goto(`${host.server.url}/#settings/account`);
  const section = page.getByRole('region', { name: 'Account' });
  await expect(section).toBeVisible();
  return section;
}

/** Opens the dialog, sends the code and waits for its e-mail; leaves the dialog on the code step. */
async function reachCodeStep(page: Page, email: string): Promise<string> {
  const mailsBefore = host.inbox.messages.filter((mail) => mail.to.includes(email)).length;
  const section = await openAccountSettings(page);
  await section.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Login code' })).toBeFocused();
  return readLoginCode(await host.inbox.waitForMail(email, { afterCount: mailsBefore }));
}

/** Another device: logs in through the API as a second browser would. */
async function logInElsewhere(request: APIRequestContext, email: string): Promise<string> {
  const mailsBefore = host.inbox.messages.filter((mail) => mail.to.includes(email)).length;
  await request.post(`${host.server.url}/api/login`, { data: { email, useAltLogin: false } });
  const code = readLoginCode(await host.inbox.waitForMail(email, { afterCount: mailsBefore }));
  const response = await request.post(`${host.server.url}/api/verify`, { data: { email, code } });
  return ((await response.json()) as { token: string }).token;
}

async function accountStatus(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get(`${host.server.url}/api/cloud/account`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status();
}

test('log in by e-mailed code, stay logged in after a reload, sign out other devices, log out', async ({
  page,
  context,
  request,
  browser,
}) => {
  const email = uniqueEmail('ada');
  const code = await reachCodeStep(page, email);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toContainText(email);
  await dialog.getByRole('textbox', { name: 'Login code' }).fill(code.toLowerCase());
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();

  const section = page.getByRole('region', { name: 'Account' });
  await expect(section).toContainText(`Logged in as ${email}`);
  const cookie = (await context.cookies()).find((candidate) => candidate.name === tokenCookieName);
  expect(cookie).toMatchObject({ sameSite: 'None', secure: true, path: '/' });
  const daysLeft = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(daysLeft).toBeGreaterThan(179.9);
  expect(daysLeft).toBeLessThanOrEqual(180);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Account' })).toContainText(`Logged in as ${email}`);

  // The other device: a second browser holding its own token.
  const laptopToken = await logInElsewhere(request, email);
  const laptop = await browser.newContext();
  await skipPrivacyNotice(laptop);
  const laptopPage = await laptop.newPage();
  await laptopPage.goto(`${host.server.url}/#settings/account`);
  // As the app itself stores it (a string expression: see docs/footguns.md on page.evaluate).
  await laptopPage.evaluate(
    `document.cookie = '${tokenCookieName}=${laptopToken}; Max-Age=3600; Path=/; SameSite=None; Secure'`,
  );
  await laptopPage.reload();
  const laptopSection = laptopPage.getByRole('region', { name: 'Account' });
  await expect(laptopSection).toContainText(`Logged in as ${email}`);

  await section.getByRole('button', { name: 'Sign out other devices' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out other devices?' });
  await confirm.getByRole('button', { name: 'Sign out other devices' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Logged out from all other devices.' }),
  ).toBeVisible();
  await expect(section).toContainText(`Logged in as ${email}`);
  expect(await accountStatus(request, laptopToken)).toBe(401);
  await laptopPage.reload();
  await expect(laptopSection.getByRole('button', { name: 'Log in' })).toBeVisible();
  await laptop.close();
  const renewed = (await context.cookies()).find((candidate) => candidate.name === tokenCookieName);
  expect(renewed?.value).not.toBe(cookie?.value);
  expect(await accountStatus(request, decodeURIComponent(cookie?.value ?? ''))).toBe(401);

  await section.getByRole('button', { name: 'Log out' }).click();
  await expect(section.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect((await context.cookies()).some((candidate) => candidate.name === tokenCookieName)).toBe(false);
  expect(await accountStatus(request, decodeURIComponent(renewed?.value ?? ''))).toBe(401);
});

test('a wrong code shows the server message; Cancel returns to the e-mail step', async ({ page }) => {
  const email = uniqueEmail('grace');
  const code = await reachCodeStep(page, email);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
  await dialog.getByRole('textbox', { name: 'Login code' }).fill(wrong);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'This code is wrong or has expired. Check it, or ask for a new code.',
  );
  await expect(dialog.getByRole('textbox', { name: 'Login code' })).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('the alternative login sends a new code that logs in', async ({ page }) => {
  const email = uniqueEmail('alan');
  await reachCodeStep(page, email);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  const mailsBefore = host.inbox.messages.filter((mail) => mail.to.includes(email)).length;
  await dialog.getByRole('button', { name: 'Use alternative login' }).click();
  await expect(dialog.getByRole('status')).toContainText('alternative route');
  const code = readLoginCode(await host.inbox.waitForMail(email, { afterCount: mailsBefore }));
  await dialog.getByRole('textbox', { name: 'Login code' }).fill(code);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('region', { name: 'Account' })).toContainText(`Logged in as ${email}`);
});

test.describe('from the first-run privacy notice', () => {
  test.use({ privacyNoticeSkipped: false });

  test('"Set up backup and sync" leads on to the login and lands signed in on Settings', async ({ page }) => {
    const email = uniqueEmail('first-run');
    await page.goto(host.server.url);
    const notice = page.getByRole('dialog', { name: 'Your data stays in this browser' });
    await notice.getByRole('button', { name: 'Set up backup and sync' }).click();
    await expect(notice.getByRole('status')).toHaveText('Opening backup and sync setup…');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
    const mailsBefore = host.inbox.messages.filter((mail) => mail.to.includes(email)).length;
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const code = readLoginCode(await host.inbox.waitForMail(email, { afterCount: mailsBefore }));
    await dialog.getByRole('textbox', { name: 'Login code' }).fill(code);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${host.server.url}/#settings`);
    await expect(page.getByRole('region', { name: 'Account' })).toContainText(`Logged in as ${email}`);
    await expect(notice).toHaveCount(0);
    // Signed in, the notice has nothing to offer: a reload does not show it.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Account' })).toContainText(`Logged in as ${email}`);
    await expect(notice).toHaveCount(0);
  });
});

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`login dialog looks right at ${String(width)}x${String(height)} in the ${colorScheme} theme`, async ({
      page,
    }) => {
      test.skip(...screenshotVariantSkip(width, colorScheme));
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme });
      const size = `${String(width)}x${String(height)}-${colorScheme}`;
      const section = await openAccountSettings(page);
      await saveScreenshot(page, `account-signed-out-${size}`);
      await section.getByRole('button', { name: 'Log in' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await dialog.getByRole('button', { name: 'Send code' }).click();
      await expect(dialog.getByText('Enter your e-mail.')).toBeVisible();
      await saveScreenshot(page, `account-login-email-${size}`);
      const email = uniqueEmail('shot');
      await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await dialog.getByRole('button', { name: 'Send code' }).click();
      const code = readLoginCode(await host.inbox.waitForMail(email));
      await expect(dialog.getByRole('textbox', { name: 'Login code' })).toBeFocused();
      await saveScreenshot(page, `account-login-code-${size}`);
      await dialog.getByRole('textbox', { name: 'Login code' }).fill(code);
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await expect(section).toContainText(`Logged in as ${email}`);
      await saveScreenshot(page, `account-signed-in-${size}`);
      await section.getByRole('button', { name: 'Sign out other devices' }).click();
      await expect(page.getByRole('dialog', { name: 'Sign out other devices?' })).toBeVisible();
      await saveScreenshot(page, `account-revoke-${size}`);
    });
  }
}

test('a device signed out from another says so everywhere, not "Logged in as" beside a dead session', async ({
  browser,
}) => {
  const email = uniqueEmail('hopper');
  const phone = await signedInDevice(browser, { ...host, email });
  const laptop = await signedInDevice(browser, { ...host, email });
  // Account and Cloud sync are pages of their own: moving between them changes only the hash.
  await laptop.page.goto(`${host.server.url}/#settings/account`);
  await phone.page.goto(`${host.server.url}/#settings/account`);
  const laptopAccount = laptop.page.getByRole('region', { name: 'Account' });
  await expect(laptopAccount).toContainText(`Logged in as ${email}`);

  const phoneAccount = phone.page.getByRole('region', { name: 'Account' });
  await phoneAccount.getByRole('button', { name: 'Sign out other devices' }).click();
  const confirm = phone.page.getByRole('dialog', { name: 'Sign out other devices?' });
  await confirm.getByRole('button', { name: 'Sign out other devices' }).click();
  await expect(confirm).toBeHidden();

  // The laptop, not reloaded, next talks to the server (its sync) and hears its session is over.
  await laptop.page.goto(`${host.server.url}/#settings/cloud-sync`);
  const laptopSync = laptop.page.getByRole('region', { name: 'Cloud sync' });
  const syncNow = laptopSync.getByRole('button', { name: 'Sync now' });
  if (await syncNow.isVisible()) await syncNow.click();
  await laptop.page.goto(`${host.server.url}/#settings/account`);
  await expect(
    laptopAccount.getByRole('alert').filter({ hasText: 'Your session on this device has ended' }),
  ).toBeVisible();
  await expect(laptopAccount.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(laptopAccount).not.toContainText('Logged in as');
  await saveScreenshot(laptop.page, 'account-session-ended');
  await expect(phoneAccount).toContainText(`Logged in as ${email}`);
  await phone.context.close();
  await laptop.context.close();
});

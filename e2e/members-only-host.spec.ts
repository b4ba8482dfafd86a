import { readLoginCode } from '@confab/test-kit/smtp-inbox';
import { saveScreenshot } from './support/screenshots.ts';
import { skipPrivacyNotice } from './support/privacy-notice.ts';
import { expect, test } from './support/test.ts';
import { serverWithInbox } from './support/server-with-inbox.ts';

/*
 * A host that requires login and allows no guests (spec §6). It lends its members a provider key
 * (licenseToken): a guest must not reach the app, the key or the API.
 */
test.describe.configure({ timeout: 60_000 });

const host = serverWithInbox({
  SMTP_FROM: 'Acme <login@acme.test>',
  CONFAB_HOST_CONFIG: JSON.stringify({
    managed: true,
    loginRequired: true,
    allowGuests: false,
    allowUserAPIKey: false,
    brand: 'Acme Chat',
    licenseToken: 'acme-provider-key',
  }),
});

test('a guest sees only the login screen, and the app opens once they log in', async ({ browser }) => {
  const context = await browser.newContext();
  await skipPrivacyNotice(context);
  const page = await context.newPage();
  await page.goto(`${host.server.url}/#settings`);

  await expect(page.getByRole('heading', { name: 'Log in to Acme Chat' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await saveScreenshot(page, 'members-only-login-screen');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Workspace' })).toHaveCount(0);
  await saveScreenshot(page, 'members-only-login-page');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Account' })).toHaveCount(0);

  // Nor does the server hand a guest the host's key or answer its API.
  const guestConfig = await page.request.get(`${host.server.url}/config.json`);
  expect(await guestConfig.json()).not.toHaveProperty('licenseToken');
  const guestRead = await page.request.get(`${host.server.url}/api/shared_characters/AAAAAAAAAAAAAAAAAAAAAA`);
  expect(guestRead.status()).toBe(401);

  const email = `ada-${String(Date.now())}@acme.example`;
  await page.getByRole('button', { name: 'Log in' }).click();
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  const code = readLoginCode(await host.inbox.waitForMail(email));
  await dialog.getByRole('textbox', { name: 'Login code' }).fill(code);
  await dialog.getByRole('button', { name: 'Log in' }).click();

  // The page loads again with the member's config and opens where the guest was sent back from.
  await expect(page.getByRole('navigation', { name: 'Workspace' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Log in to Acme Chat' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Account' })).toContainText(`Logged in as ${email}`);
  await context.close();
});

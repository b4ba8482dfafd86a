import type { Page } from '@playwright/test';
import { readLoginCode } from '@confab/test-kit/smtp-inbox';
import { saveScreenshot, screenshotsOnlyReason, screenshotsWanted } from './support/screenshots.ts';
import { skipPrivacyNotice } from './support/privacy-notice.ts';
import { expect, test } from './support/test.ts';
import { serverWithInbox } from './support/server-with-inbox.ts';

/*
 * A hosted, managed deployment that requires login (spec workspace-plugins-licences §6): its login
 * page carries the host's brand, logo, colours and login message; a member who logs in sees the
 * brand in the app and saves their account information.
 */
test.describe.configure({ timeout: 60_000 });

const logo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32" viewBox="0 0 96 32">' +
      '<rect width="32" height="32" rx="8" fill="#f59e0b"/><circle cx="16" cy="16" r="7" fill="#fff"/>' +
      '<text x="40" y="22" font-family="sans-serif" font-size="16" font-weight="700" fill="#f59e0b">ACME</text></svg>',
  );

const host = serverWithInbox({
  SMTP_FROM: 'Acme <login@acme.test>',
  CONFAB_HOST_CONFIG: JSON.stringify({
    managed: true,
    hosted: true,
    loginRequired: true,
    allowGuests: false,
    brand: 'acme',
    displayBrand: 'Acme Chat',
    tagline: 'Answers for the Acme team',
    logoURL: logo,
    sidebarColorHue: 210,
    metadata: {
      loginMessage: 'Welcome to **Acme Chat**. Use your work e-mail.\n\n<img src="x" onerror="alert(1)">',
    },
    links: { privacy: 'https://acme.example/privacy', about: 'https://acme.example/about' },
  }),
});

test('the branded login page, then the branded app and the account information dialog', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await skipPrivacyNotice(context);
  const page = await context.newPage();
  await page.goto(host.server.url);

  const loginPage = page.getByRole('main');
  await expect(page.getByRole('heading', { name: 'Log in to Acme Chat' })).toBeVisible();
  await expect(page).toHaveTitle('Acme Chat – Answers for the Acme team');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('strong', { hasText: 'Acme Chat' })).toBeVisible();
  await saveScreenshot(page, 'managed-host-login-dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(loginPage.getByRole('img', { name: 'Acme Chat' })).toBeVisible();
  await expect(loginPage.locator('strong', { hasText: 'Acme Chat' })).toBeVisible();
  // The message's HTML is shown as text, never run or drawn.
  await expect(loginPage).toContainText('<img src="x" onerror="alert(1)">');
  await expect(loginPage.locator('img[src="x"]')).toHaveCount(0);
  // The host's hue colours the page (spec §9: hue 210, saturation 49 %, lightness 17 %).
  expect(await loginPage.evaluate((element) => getComputedStyle(element).backgroundColor)).toMatch(
    /^rgb\(22, 43, 6[45]\)$/,
  );
  await saveScreenshot(page, 'managed-host-login-page');

  const email = `ada-${String(Date.now())}@acme.example`;
  await page.getByRole('button', { name: 'Log in' }).click();
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog
    .getByRole('textbox', { name: 'Login code' })
    .fill(readLoginCode(await host.inbox.waitForMail(email)));
  await dialog.getByRole('button', { name: 'Log in' }).click();

  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByRole('img', { name: 'Acme Chat' })).toBeVisible();
  await expect(page).toHaveTitle('Acme Chat – Answers for the Acme team');
  await saveScreenshot(page, 'managed-host-branded-app');

  const menuButton = page.getByRole('button', { name: 'Workspace menu' });
  await menuButton.click();
  const footer = page.getByRole('navigation', { name: 'Legal and contact' });
  await expect(footer.getByRole('link', { name: 'About' })).toHaveAttribute(
    'href',
    'https://acme.example/about',
  );
  await page.getByRole('menuitem', { name: 'Account information' }).click();
  const accountDialog = page.getByRole('dialog', { name: 'Account information' });
  await expect(accountDialog).toContainText(`Logged in as ${email}`);
  const save = accountDialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await accountDialog.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await expect(save).toBeDisabled();
  await accountDialog.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await expect(save).toBeEnabled();
  await saveScreenshot(page, 'managed-host-account-information');
  await save.click();
  await expect(accountDialog).toBeHidden();

  await menuButton.click();
  await expect(page.getByText('Ada Lovelace')).toBeVisible();
  await saveScreenshot(page, 'managed-host-workspace-menu');
  const stored = await page.request.get(`${host.server.url}/api/hosted-users/users/self`, {
    headers: { authorization: `Bearer ${await bearerToken(page)}` },
  });
  expect(await stored.json()).toEqual({ user: { email, firstName: 'Ada', lastName: 'Lovelace' } });
  await context.close();
});

/** The organisation's notices, for a person to look at: the host config is rewritten in the browser. */
test('organisation notices (screenshots)', async ({ browser }) => {
  test.skip(!screenshotsWanted, screenshotsOnlyReason);
  const expired = `${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 60 })).toString('base64url')}.sig`;
  const variants = [
    { name: 'licence-expired-member', change: { licenseToken: expired }, shows: 'Server License Expired' },
    {
      name: 'licence-expired-admin',
      change: { licenseToken: expired, currentUser: { email: 'admin@acme.example', isAdmin: true } },
      shows: 'Action Required',
    },
    { name: 'login-first', change: { orgActive: false }, shows: 'Please login first' },
  ];
  for (const variant of variants) {
    const context = await browser.newContext();
    await skipPrivacyNotice(context);
    const page = await context.newPage();
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      const served = (await response.json()) as Record<string, unknown>;
      const config = { ...served, loginRequired: false, ...variant.change };
      await route.fulfill({ response, json: config });
    });
    await page.goto(host.server.url);
    await expect(page.getByText(variant.shows).first()).toBeVisible();
    await saveScreenshot(page, `managed-host-${variant.name}`);
    await context.close();
  }
});

async function bearerToken(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'confab_cloud_token')?.value;
  if (token === undefined) throw new Error('No login cookie');
  return decodeURIComponent(token);
}

import { readLoginCode } from '@confab/test-kit/smtp-inbox';
import { saveScreenshot } from './support/screenshots.ts';
import { skipPrivacyNotice } from './support/privacy-notice.ts';
import { expect, test } from './support/test.ts';
import { serverWithInbox } from './support/server-with-inbox.ts';

/*
 * An organisation's managed host behind a single-sign-on proxy that names the person in a header:
 * the browser sends that header here as the proxy would add it.
 */
test.describe.configure({ timeout: 60_000 });

const host = serverWithInbox({
  CONFAB_HOST_CONFIG: JSON.stringify({ managed: true, allowGuests: true }),
  TRUSTED_EMAIL_HEADER: 'X-Forwarded-Email',
});

test('on a managed host the login e-mail is the one the proxy names, fixed, and the code logs in', async ({
  browser,
}) => {
  const email = `grace-${String(Date.now())}@org.example`;
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-Email': email } });
  await skipPrivacyNotice(context);
  const page = await context.newPage();
  await page.goto(`${host.server.url}/#settings/account`);
  const section = page.getByRole('region', { name: 'Account' });
  await section.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  const field = dialog.getByRole('textbox', { name: 'E-mail' });
  await expect(field).toHaveValue(email);
  await expect(field).not.toBeEditable();
  await expect(field).toHaveAccessibleDescription('Your organisation signs you in with this address.');
  await saveScreenshot(page, 'login-dialog-managed-host');

  const mailsBefore = host.inbox.messages.filter((mail) => mail.to.includes(email)).length;
  await dialog.getByRole('button', { name: 'Send code' }).click();
  const code = readLoginCode(await host.inbox.waitForMail(email, { afterCount: mailsBefore }));
  await dialog.getByRole('textbox', { name: 'Login code' }).fill(code);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(section).toContainText(`Logged in as ${email}`);
  await context.close();
});

test('on a managed host that names nobody, logging in is not offered', async ({ browser }) => {
  const context = await browser.newContext();
  await skipPrivacyNotice(context);
  const page = await context.newPage();
  await page.goto(`${host.server.url}/#settings/account`);
  const section = page.getByRole('region', { name: 'Account' });
  await expect(section).toContainText('Logging in is not available on this host.');
  await expect(section.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  await context.close();
});

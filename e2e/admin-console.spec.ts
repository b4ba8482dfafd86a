import type { Page, Response } from '@playwright/test';
import { answers } from './support/chat-page.ts';
import { sendMessage } from './support/composer.ts';
import { skipPrivacyNotice } from './support/privacy-notice.ts';
import { saveScreenshot, screenshotsWanted } from './support/screenshots.ts';
import { signedInDevice } from './support/signed-in-device.ts';
import { expect, test } from './support/test.ts';
import { serverWithInbox } from './support/server-with-inbox.ts';

/*
 * The admin console (ADMIN_EMAILS): an admin adds a system model on the organisation's key; a member
 * chats with it through the server, and nothing the member's browser receives holds that key.
 */
test.describe.configure({ timeout: 90_000 });

const adminEmail = 'admin@acme.example';
const memberEmail = 'member@acme.example';
const organisationKey = 'sk-organisation-key-never-in-browsers-9876';

const host = serverWithInbox({
  SMTP_FROM: 'Acme <login@acme.test>',
  ADMIN_EMAILS: adminEmail,
  CONFAB_HOST_CONFIG: JSON.stringify({ brand: 'Acme Chat' }),
});

const signIn = (browser: Parameters<typeof signedInDevice>[0], email: string) =>
  signedInDevice(browser, {
    ...host,
    email,
    waitForFirstSync: false,
    beforeLoad: (page) => skipPrivacyNotice(page.context()),
  });

/** Every text body the page receives from the server, for the check that the key is in none. */
function recordBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', (response: Response) => {
    void response.text().then(
      (text) => bodies.push(text),
      () => undefined,
    );
  });
  return bodies;
}

test('an admin adds a system model that a member chats with, never seeing its key', async ({
  browser,
  mockProvider,
}) => {
  const admin = await signIn(browser, adminEmail);
  // The app links the console for an account the server names as administrator.
  await admin.page.getByRole('button', { name: 'Workspace menu' }).click();
  const consoleItem = admin.page.getByRole('menuitem', { name: 'Admin console' });
  await expect(consoleItem).toHaveAttribute('href', '/admin');
  await saveScreenshot(admin.page, 'workspace-menu-admin-console');
  await consoleItem.click();
  await expect(admin.page.getByRole('heading', { name: 'Admin console' })).toBeVisible();
  await admin.page.goto(`${host.server.url}/admin/onboarding?step=branding-and-theme`);
  await expect(admin.page.getByRole('heading', { name: 'Admin console' })).toBeVisible();
  const sections = admin.page.getByRole('navigation', { name: 'Admin sections' });
  await expect(sections.getByRole('link', { name: 'Branding and theme' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(admin.page.getByRole('textbox', { name: 'Brand' })).toHaveValue('Acme Chat');
  await saveScreenshot(admin.page, 'admin-console-branding');

  await sections.getByRole('link', { name: 'System models' }).click();
  await expect(admin.page.getByRole('heading', { name: 'System models', level: 2 })).toBeVisible();
  await admin.page.getByRole('textbox', { name: 'Title' }).fill('Team model');
  await admin.page
    .getByRole('textbox', { name: 'Endpoint URL' })
    .fill(`${mockProvider.url}/v1/chat/completions`);
  await admin.page.getByRole('textbox', { name: 'Model name' }).fill('mock-model');
  await admin.page.getByLabel('API key').fill(organisationKey);
  await admin.page.getByRole('button', { name: 'Add model' }).click();
  const models = admin.page.getByRole('list', { name: 'System models' });
  await expect(models).toContainText('Team model');
  await expect(models).toContainText('key ending 9876');
  await expect(admin.page.getByLabel('API key')).toHaveValue('');
  await saveScreenshot(admin.page, 'admin-console-system-models');

  // Inviting mails the person the host's name and address; the console says the mail went out.
  await sections.getByRole('link', { name: 'Members' }).click();
  await admin.page
    .getByRole('form', { name: 'Invite a member' })
    .getByRole('textbox', { name: 'E-mail address' })
    .fill(memberEmail);
  await admin.page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(admin.page.getByText(`An invitation was e-mailed to ${memberEmail}.`)).toHaveAttribute(
    'role',
    'status',
  );
  const invitation = await host.inbox.waitForMail(memberEmail);
  // Quoted-printable may wrap long lines with a soft break ("=" at the end of a line).
  const invitationText = invitation.raw.replace(/\r\n/g, '\n').replace(/=\n/g, '');
  expect(invitationText).toContain('Subject: You are invited to Acme Chat');
  expect(invitationText).toContain(`\n${host.server.url}/\n`);
  await saveScreenshot(admin.page, 'admin-console-invitation');

  if (screenshotsWanted) {
    for (const [name, file] of [
      ['Feature flags', 'features'],
      ['System agents and prompts', 'agents'],
      ['Members', 'members'],
      ['Licences and billing', 'licences'],
      ['Audit log', 'audit'],
    ] as const) {
      await sections.getByRole('link', { name }).click();
      await expect(admin.page.getByRole('heading', { name, level: 2 })).toBeVisible();
      // Only for the picture: the section's lists answer right after the heading shows.
      await expect(admin.page.getByText('Loading…')).toHaveCount(0);
      await admin.page.waitForTimeout(500);
      await saveScreenshot(admin.page, `admin-console-${file}`);
    }
    await admin.page.setViewportSize({ width: 390, height: 844 });
    await sections.getByRole('link', { name: 'System models' }).click();
    await saveScreenshot(admin.page, 'admin-console-phone');
    await admin.page.setViewportSize({ width: 1280, height: 800 });
  }

  // The member chats at once, while the first sync may still run: its progress card takes no focus
  // (as a modal it once took the Enter that should have sent; docs/footguns.md).
  const member = await signIn(browser, memberEmail);
  const received = recordBodies(member.page);
  mockProvider.script({ text: 'Hello from the organisation model' });
  await member.page.goto(`${host.server.url}/`);
  await member.page.getByRole('combobox', { name: 'Model' }).selectOption({ label: 'Team model' });
  await sendMessage(member.page, 'Hi team model');
  await expect(answers(member.page).last()).toContainText('Hello from the organisation model');
  await expect(member.page.getByRole('button', { name: 'Send' })).toBeVisible();
  await saveScreenshot(member.page, 'admin-console-member-chat');

  // The provider got the organisation's key from the server; the member's browser never had it.
  expect(mockProvider.requests.at(-1)?.headers.authorization).toBe(`Bearer ${organisationKey}`);
  const config = await member.page.request.get(`${host.server.url}/config.json`, {
    headers: {
      authorization: `Bearer ${(await member.context.cookies()).find((cookie) => cookie.name === 'confab_cloud_token')?.value ?? ''}`,
    },
  });
  const configText = await config.text();
  expect(configText).toContain('Team model');
  expect(configText).not.toContain(organisationKey);
  expect(configText).not.toContain(mockProvider.url);
  expect(received.length).toBeGreaterThan(0);
  for (const body of received) expect(body).not.toContain(organisationKey);
  expect(await member.page.content()).not.toContain(organisationKey);

  await member.page.getByRole('button', { name: 'Workspace menu' }).click();
  await expect(member.page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expect(member.page.getByRole('menuitem', { name: 'Admin console' })).toHaveCount(0);
  await member.page.keyboard.press('Escape');

  // A member opening the console is refused, in words.
  await member.page.goto(`${host.server.url}/admin`);
  await expect(member.page.getByRole('heading', { name: 'For administrators only' })).toBeVisible();
  await expect(member.page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
  await saveScreenshot(member.page, 'admin-console-refusal');

  await admin.context.close();
  await member.context.close();
});

import type { Page } from '@playwright/test';
import { saveScreenshot } from './support/screenshots.ts';
import { seedRecords } from './support/seed-records.ts';
import { signedInDevice } from './support/signed-in-device.ts';
import { expect, test } from './support/test.ts';
import { serverWithInbox } from './support/server-with-inbox.ts';

/** The Files tab's knowledge base view, where the app places the knowledge portal section. */
async function openKnowledgeView(page: Page, baseURL: string): Promise<void> {
  await page.goto(`${baseURL}/#files`);
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Knowledge base' }).click();
}

test('signed out: the knowledge base page offers sign-in and explains itself', async ({ page, baseURL }) => {
  await openKnowledgeView(page, baseURL ?? '');
  await expect(page.getByText(/Sign in to keep your knowledge base/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByTitle('Knowledge base portal')).toHaveCount(0);

  await page.getByRole('button', { name: 'How it works' }).click();
  const dialog = page.getByRole('dialog', { name: 'How the knowledge base works' });
  await expect(dialog.getByText(/reads and indexes them in your browser/)).toBeVisible();
  await saveScreenshot(page, 'knowledge-portal-how-it-works');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test.describe('signed in', () => {
  test.describe.configure({ timeout: 60_000 });
  const host = serverWithInbox();

  test('the portal frame shows the collection the device synced', async ({ browser }) => {
    const email = `portal-${String(Date.now())}@example.com`;
    const { page, context } = await signedInDevice(browser, { ...host, email });
    const time = Date.now() - 60_000;
    await seedRecords(page, {
      knowledgeCollections: [
        {
          id: 'kb-e2e-contracts',
          name: 'Signed <contracts>',
          description: 'Leases and NDAs',
          createdAt: time,
          updatedAt: time,
          syncedAt: null,
        },
      ],
    });
    const cloudSync = page.getByRole('region', { name: 'Cloud sync' });
    const status = cloudSync.getByRole('status');
    const before = Number(await status.getAttribute('data-last-sync-at'));
    await cloudSync.getByRole('button', { name: 'Sync now' }).click();
    await expect
      .poll(async () => Number(await status.getAttribute('data-last-sync-at')), { timeout: 20_000 })
      .toBeGreaterThan(before);

    await openKnowledgeView(page, host.server.url);
    const frame = page.getByTitle('Knowledge base portal');
    await expect(frame).toHaveAttribute('sandbox', 'allow-top-navigation-by-user-activation');
    const portal = frame.contentFrame();
    await expect(portal.getByRole('heading', { name: 'Your knowledge base' })).toBeVisible();
    // The name is shown as text: the page escapes what a person typed.
    await expect(portal.getByRole('heading', { name: /^Signed <contracts>/ })).toBeVisible();
    await expect(portal.getByText('Leases and NDAs')).toBeVisible();
    await saveScreenshot(page, 'knowledge-portal-signed-in');

    // The way back to the app leads to the Files tab in the top window.
    await portal.getByRole('link', { name: 'Manage files in Confab' }).click();
    await expect(page).toHaveURL(/#files$/);
    await context.close();
  });
});

test.describe('organisation collections on a managed host', () => {
  test.describe.configure({ timeout: 60_000 });
  const curator = `curator-${String(Date.now())}@example.com`;
  const host = serverWithInbox({
    CONFAB_HOST_CONFIG: JSON.stringify({ managed: true, allowUserAPIKey: true }),
    KNOWLEDGE_CURATORS: curator,
  });

  test("a member's device keeps the curator's collection, read-only", async ({ browser }) => {
    const curatorDevice = await signedInDevice(browser, { ...host, email: curator });
    const time = Date.now() - 60_000;
    await seedRecords(curatorDevice.page, {
      knowledgeCollections: [
        { id: 'kb-e2e-handbook', name: 'Staff handbook', createdAt: time, updatedAt: time, syncedAt: null },
      ],
    });
    const cloudSync = curatorDevice.page.getByRole('region', { name: 'Cloud sync' });
    const status = cloudSync.getByRole('status');
    const before = Number(await status.getAttribute('data-last-sync-at'));
    await cloudSync.getByRole('button', { name: 'Sync now' }).click();
    await expect
      .poll(async () => Number(await status.getAttribute('data-last-sync-at')), { timeout: 20_000 })
      .toBeGreaterThan(before);
    await curatorDevice.context.close();

    const member = await signedInDevice(browser, {
      ...host,
      email: `member-${String(Date.now())}@example.com`,
    });
    await openKnowledgeView(member.page, host.server.url);
    const card = member.page.getByRole('region', { name: 'Staff handbook' });
    await expect(card.getByText('Shared by your organisation')).toBeVisible();
    // Read-only on the member's device: nothing on the card changes it.
    await expect(card.getByRole('button')).toHaveCount(0);
    const portal = member.page.getByTitle('Knowledge base portal').contentFrame();
    await expect(portal.getByRole('heading', { name: 'Shared by your organisation' })).toBeVisible();
    await expect(portal.getByText('Staff handbook')).toBeVisible();
    await saveScreenshot(member.page, 'knowledge-portal-organisation');
    await member.context.close();
  });
});

import Database from 'better-sqlite3';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { chatRow, seedRecords, storedSetting } from './support/seed-records.ts';
import { startServer, type RunningServer } from './support/start-server.ts';
import { expect, test } from './support/test.ts';

const reviewForm = 'https://reviews.example/confab';

// The newsletter test has a server of its own, so it can read that server's database.
let server: RunningServer;

function subscriptionRows(): { email: string; unsubscribed_at: string | null }[] {
  const database = new Database(path.join(server.dataDirectory, 'confab.sqlite'), { readonly: true });
  try {
    return database.prepare('select email, unsubscribed_at from newsletter_subscriptions').all() as {
      email: string;
      unsubscribed_at: string | null;
    }[];
  } finally {
    database.close();
  }
}

/** Opens the app once (so its database exists), writes chats and settings behind its back, reloads. */
async function openWith(
  page: Page,
  { baseURL = '', chats, settings = [] }: { baseURL?: string; chats: number; settings?: object[] },
) {
  await page.goto(`${baseURL}/`);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  const now = Date.now();
  const rows = Array.from({ length: chats }, (_, index) =>
    chatRow({ id: `c-${String(index)}`, updatedAt: now - index }),
  );
  // A sample chat of the first-run Examples project never counts as the person's own.
  rows.push(chatRow({ id: 'sample', updatedAt: now, folderID: 'fo-examples' }));
  await seedRecords(page, { chats: rows, settings });
  await page.reload();
}

const setting = (key: string, value: unknown) => ({ key, value, updatedAt: Date.now(), syncedAt: null });

test.describe('newsletter', () => {
  test.beforeAll(async () => {
    // A host that runs a newsletter offers it (host config `newsletter`).
    server = await startServer({ CONFAB_HOST_CONFIG: JSON.stringify({ newsletter: true }) });
  });

  test.afterAll(async () => {
    await server.stop();
  });

  test('the newsletter popup counts down, subscribes once into the server database, and is not offered again', async ({
    page,
  }) => {
    await page.clock.install();
    await openWith(page, { baseURL: server.url, chats: 3 });

    const popup = page.getByRole('dialog', { name: 'Get the newsletter' });
    await expect(popup.getByText('You can close this in 10 seconds.')).toBeVisible();
    const close = popup.getByRole('button', { name: 'No thanks' });
    await expect(close).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(popup).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(close).toBeEnabled();
    await expect(popup.getByText(/You can close this/)).toBeHidden();

    await popup.getByRole('textbox', { name: 'E-mail address' }).fill('Ada@Example.com');
    await popup.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Successfully subscribed to the newsletter!')).toBeVisible();
    await expect(popup).toBeHidden();
    expect(subscriptionRows()).toEqual([{ email: 'ada@example.com', unsubscribed_at: null }]);
    await expect
      .poll(() => storedSetting(page, 'newsletter.popup'))
      .toMatchObject({ subscribedAt: expect.any(Number) });

    // The same address again (another device, another form): still one row, still a success.
    const again = await page.request.post(`${server.url}/api/subscribe-newsletter`, {
      data: { email: 'ada@example.com' },
    });
    expect(again.status()).toBe(200);
    expect(subscriptionRows()).toHaveLength(1);
  });
});

test('the review widget sends good feedback to the review form and bad feedback to the ideas page', async ({
  page,
  context,
}) => {
  await context.route('https://reviews.example/**', (route) => route.fulfill({ body: 'Review form' }));
  // The ideas page is another helper's; a stand-in keeps the new tab from loading a second app.
  await context.route('**/ideas', (route) => route.fulfill({ body: 'Ideas' }));
  // The host names a review form: the shared server's config with the feedback link added.
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { links: Record<string, string> };
    await route.fulfill({ response, json: { ...config, links: { ...config.links, feedback: reviewForm } } });
  });
  const newsletterShown = setting('newsletter.popup', { shownAt: 1, subscribedAt: null });
  await openWith(page, { chats: 10, settings: [newsletterShown] });

  const widget = page.getByRole('region', { name: 'Are you enjoying Confab?' });
  await widget.getByRole('button', { name: 'Yes, I like it' }).click();
  const review = page.getByRole('region', { name: 'Glad to hear it!' });
  const opened = context.waitForEvent('page');
  await review.getByRole('link', { name: /Write a review/ }).click();
  expect((await opened).url()).toBe(reviewForm);
  await expect(review).toBeHidden();
  await expect
    .poll(() => storedSetting(page, 'review.state'))
    .toMatchObject({ reviewLinkCreatedCount: 1, lastReviewLinkCreatedAt: expect.any(Number) });

  // Another person's view: a fresh review state, and this time the answer is no.
  await seedRecords(page, {
    settings: [
      setting('review.state', { snoozedAt: null, lastReviewLinkCreatedAt: null, reviewLinkCreatedCount: 0 }),
    ],
  });
  await page.reload();
  await widget.getByRole('button', { name: 'Not really' }).click();
  const ideas = page
    .getByRole('region', { name: 'Sorry to hear that' })
    .getByRole('link', { name: /Suggest an improvement/ });
  await expect(ideas).toHaveAttribute('href', '/ideas');
  const ideasPage = context.waitForEvent('page');
  await ideas.click();
  expect(new URL((await ideasPage).url()).pathname).toBe('/ideas');
  await expect
    .poll(() => storedSetting(page, 'review.state'))
    .toMatchObject({ snoozedAt: expect.any(Number) });
  await expect(widget).toBeHidden();
});

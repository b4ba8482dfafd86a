import type { Page } from '@playwright/test';
import { saveScreenshot } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';

// A first visit: the notice this spec is about is not skipped here.
test.use({ privacyNoticeSkipped: false, viewport: { width: 1280, height: 800 } });

const notice = (page: Page) => page.getByRole('dialog', { name: 'Your data stays in this browser' });

async function continueWithout(page: Page, { remember }: { remember: boolean }) {
  await notice(page).getByRole('button', { name: 'Continue without' }).click();
  const confirm = notice(page).getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await notice(page)
    .getByRole('checkbox', { name: /I understand that my data is kept only/ })
    .check();
  if (remember) {
    await notice(page).getByRole('checkbox', { name: 'Do not show this again for 30 days' }).check();
  }
  await confirm.click();
  await expect(notice(page)).toHaveCount(0);
}

test('a first visit shows the full-screen privacy notice, closable only by its buttons', async ({ page }) => {
  await page.goto('/');
  await expect(notice(page)).toBeVisible();
  const box = await notice(page).boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 1280, height: 800 });
  await saveScreenshot(page, 'privacy-notice');
  await page.keyboard.press('Escape');
  await expect(notice(page)).toBeVisible();

  await notice(page).getByRole('button', { name: 'Continue without' }).click();
  await notice(page)
    .getByRole('checkbox', { name: /I understand that my data is kept only/ })
    .check();
  await saveScreenshot(page, 'privacy-notice-continue-without');
  await notice(page).getByRole('button', { name: 'Back' }).click();
  await expect(notice(page).getByRole('button', { name: 'Set up backup and sync' })).toBeVisible();
});

test('continuing without remembering asks again in a new tab, not after a reload', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await continueWithout(page, { remember: false });
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEditable();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);

  const secondTab = await context.newPage();
  await secondTab.goto('/');
  await expect(notice(secondTab)).toBeVisible();
});

test('a remembered choice is stored with its time and keeps the notice away for 30 days', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const before = Date.now();
  await continueWithout(page, { remember: true });
  const stored = Number(await page.evaluate(() => localStorage.getItem('confab.privacyNotice.rememberedAt')));
  expect(stored).toBeGreaterThanOrEqual(before);

  const secondTab = await context.newPage();
  await secondTab.goto('/');
  await expect(secondTab.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(notice(secondTab)).toHaveCount(0);

  // Thirty days later the choice has expired.
  await secondTab.evaluate((time) => {
    localStorage.setItem('confab.privacyNotice.rememberedAt', String(time));
  }, Date.now() - 2_592_000_000);
  const thirdTab = await context.newPage();
  await thirdTab.goto('/');
  await expect(notice(thirdTab)).toBeVisible();
});

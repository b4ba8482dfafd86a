import { chatRow, seedRecords } from './support/seed-records.ts';
import { expect, test } from './support/test.ts';

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`shots ${String(width)} ${scheme}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.route('**/config.json', async (route) => {
        const response = await route.fetch();
        const config = (await response.json()) as { links: Record<string, string> };
        await route.fulfill({ response, json: { ...config, links: { ...config.links, feedback: 'https://r.example/' } } });
      });
      await page.goto('/');
      await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
      const now = Date.now();
      await seedRecords(page, {
        chats: Array.from({ length: 12 }, (_, index) => chatRow({ id: `Chat ${String(index)}`, updatedAt: now - index })),
      });
      await page.reload();
      const popup = page.getByRole('dialog', { name: 'Get the newsletter' });
      await expect(popup).toBeVisible();
      await page.screenshot({ path: `/tmp/newsletter-shots/popup-${String(width)}-${scheme}.png` });
      await popup.getByRole('button', { name: 'Subscribe' }).click();
      await expect(popup.getByText('Enter your e-mail address.')).toBeVisible();
      await page.screenshot({ path: `/tmp/newsletter-shots/popup-error-${String(width)}-${scheme}.png` });
      await popup.getByRole('textbox', { name: 'E-mail address' }).fill(`shot-${String(width)}-${scheme}@example.com`);
      await popup.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByText('Successfully subscribed to the newsletter!')).toBeVisible();
      await page.screenshot({ path: `/tmp/newsletter-shots/toast-widget-${String(width)}-${scheme}.png` });
      await page.reload();
      await page.screenshot({ path: `/tmp/newsletter-shots/widget-${String(width)}-${scheme}.png` });
      await page.getByRole('button', { name: 'Yes, I like it' }).click();
      await page.screenshot({ path: `/tmp/newsletter-shots/widget-good-${String(width)}-${scheme}.png` });
    });
  }
}

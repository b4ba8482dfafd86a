import type { Page } from '@playwright/test';

/**
 * Closes the "Unlock your API keys" popup whenever it shows by itself (it opens on a load that finds
 * locked keys, at a moment that depends on the machine's speed), for tests about something else.
 * Returns a function that stops doing so, before a test opens the popup itself.
 */
export async function closeUnlockPopupWhenShown(page: Page): Promise<() => Promise<void>> {
  const popup = page.getByRole('dialog', { name: 'Unlock your API keys' });
  await page.addLocatorHandler(popup, async () => {
    await popup.getByRole('button', { name: 'Close' }).click();
  });
  return () => page.removeLocatorHandler(popup);
}

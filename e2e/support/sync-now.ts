import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/** The Cloud sync region (Settings → Cloud sync), where a signed-in device lands. */
export const syncSection = (page: Page) => page.getByRole('region', { name: 'Cloud sync' });

/** Presses "Sync now" and waits until a newer sync has finished. */
export async function syncNow(page: Page): Promise<void> {
  const status = syncSection(page).getByRole('status');
  const before = Number(await status.getAttribute('data-last-sync-at'));
  await syncSection(page).getByRole('button', { name: 'Sync now' }).click();
  await expect
    .poll(async () => Number(await status.getAttribute('data-last-sync-at')), { timeout: 20_000 })
    .toBeGreaterThan(before);
  await expect(status).not.toHaveAttribute('aria-busy', 'true');
}

import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Screenshots are for a person looking at the screens that changed, not for the suite's verdict:
 * taking them costs CPU that CI does not have to spare, so they are taken only when
 * `E2E_SCREENSHOTS=1` is set (they land in test-results/screenshots).
 */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1';

/** The reason printed for a test that only exists to take pictures. */
export const screenshotsOnlyReason = 'takes screenshots only: set E2E_SCREENSHOTS=1 to run it';

const screenshotDirectory = path.resolve(import.meta.dirname, '../../test-results/screenshots');

/** A full-page screenshot, when wanted. `style` is applied only while the picture is taken. */
export async function saveScreenshot(page: Page, name: string, style?: string): Promise<void> {
  if (!screenshotsWanted) return;
  await page.screenshot({
    path: path.join(screenshotDirectory, `${name}.png`),
    fullPage: true,
    ...(style === undefined ? {} : { style }),
  });
}

/**
 * A screen drawn at two sizes in two themes makes four tests whose checks are the same; without
 * screenshots wanted, only the phone in the dark theme runs (the variant other tests reach least).
 * Spread into `test.skip(...)`.
 */
export function screenshotVariantSkip(width: number, colorScheme: 'light' | 'dark'): [boolean, string] {
  return [
    !screenshotsWanted && !(width < 768 && colorScheme === 'dark'),
    'same checks as the phone-size dark-theme variant, which runs; set E2E_SCREENSHOTS=1 for all four',
  ];
}

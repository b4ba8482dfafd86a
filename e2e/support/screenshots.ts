import path from 'node:path';
import type { Page } from '@playwright/test';

const screenshotDirectory = path.resolve(import.meta.dirname, '../../test-results/screenshots');

/**
 * Full-page screenshots kept after the run so a person can look at the screens that changed.
 * `style` is applied only while the picture is taken.
 */
export async function saveScreenshot(page: Page, name: string, style?: string): Promise<void> {
  await page.screenshot({
    path: path.join(screenshotDirectory, `${name}.png`),
    fullPage: true,
    ...(style === undefined ? {} : { style }),
  });
}

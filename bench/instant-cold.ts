// Row 2 of the instant scenario: the app and the floor's cold page, each opened in a fresh context
// (empty HTTP cache, no service worker), taking turns; what the app loaded before its composer mark.
import type { Browser } from '@playwright/test';
import { skipPrivacyNotice } from '../e2e/support/privacy-notice.ts';
import { readLoadSample, type LoadSample } from './support/load-sample.ts';
import { floorPath } from './floor/floor-pages.ts';

export const coldRuns = 5;

async function coldLoad(browser: Browser, url: string): Promise<LoadSample> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
  });
  await skipPrivacyNotice(context);
  const page = await context.newPage();
  await page.goto(url);
  await page.getByRole('textbox', { name: 'Message' }).waitFor({ state: 'visible' });
  const sample = await page.evaluate<LoadSample>(readLoadSample);
  await context.close();
  return sample;
}

export async function measureColdLoads(
  browser: Browser,
  baseUrl: string,
): Promise<{ app: LoadSample[]; floor: LoadSample[] }> {
  const samples = { app: [] as LoadSample[], floor: [] as LoadSample[] };
  for (let run = 0; run < coldRuns; run += 1) {
    samples.app.push(await coldLoad(browser, baseUrl));
    samples.floor.push(await coldLoad(browser, `${baseUrl}${floorPath}/cold.html`));
  }
  return samples;
}

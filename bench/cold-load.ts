import type { Browser } from '@playwright/test';
import { skipPrivacyNotice } from '../e2e/support/privacy-notice.ts';
import { median, reportFigures } from './support/figures.ts';
import { readLoadSample, type LoadSample } from './support/load-sample.ts';

const runs = 7;

/**
 * Cold load: a fresh browser context each run (empty HTTP cache, no service worker), measured from
 * navigation start to the composer mark the app sets once the message box can take input.
 */
export async function measureColdLoad(browser: Browser, baseUrl: string): Promise<void> {
  const samples: LoadSample[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 1280, height: 800 },
    });
    await skipPrivacyNotice(context);
    const page = await context.newPage();
    await page.goto(baseUrl);
    await page.getByRole('textbox', { name: 'Message' }).waitFor({ state: 'visible' });
    samples.push(await page.evaluate<LoadSample>(readLoadSample));
    await context.close();
  }
  const last = samples.at(-1);
  await reportFigures(
    'cold-load',
    [
      {
        name: 'composer usable (median)',
        value: median(samples.map((sample) => sample.composerReadyMs)),
        unit: 'ms',
      },
      {
        name: 'critical-path JS transferred (compressed as served: brotli)',
        value: (last?.javascriptTransferBytes ?? 0) / 1024,
        unit: 'KiB',
        budget: 150,
      },
      { name: 'JS decoded', value: (last?.javascriptDecodedBytes ?? 0) / 1024, unit: 'KiB' },
      { name: 'CSS transferred (brotli)', value: (last?.cssTransferBytes ?? 0) / 1024, unit: 'KiB' },
      {
        name: 'requests before the composer is usable (median)',
        value: median(samples.map((sample) => sample.criticalRequests)),
        unit: 'count',
      },
      { name: 'requests', value: last?.requestCount ?? 0, unit: 'count' },
    ],
    { runs, samples },
  );
}

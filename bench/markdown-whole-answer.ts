import type { Browser } from '@playwright/test';
import { skipPrivacyNotice } from '../e2e/support/privacy-notice.ts';
import { markdownHarnessUrl } from '../e2e/support/markdown-harness.ts';
import type { Figure } from './support/figures.ts';
import { heavyMarkdown } from './markdown-heavy-text.ts';
import {
  clearObservations,
  installObservers,
  readObservations,
  type Observations,
} from './support/page-observers.ts';

const harnessMessage = (text: string) =>
  `window.postMessage({ type: 'confab-markdown-harness', text: ${JSON.stringify(text)} }, location.origin)`;

const isComplete = (length: number) =>
  `document.querySelector('.markdown[data-rendered="complete"]') !== null &&
   document.querySelector('[role="status"]').textContent.includes('${length} characters')`;

// Scrolls the page down one screen, then waits for two frames so whatever the scroll drew is painted.
const scrollOneScreen = `new Promise((resolve) => {
  window.scrollBy(0, window.innerHeight);
  requestAnimationFrame(() => requestAnimationFrame(() => resolve(
    window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1)));
})`;

/**
 * A 100,000-token answer given to the renderer whole, as when a stored chat is opened: time until
 * it is fully rendered (every block split and placed, the parts on screen drawn), then a scroll
 * through all of it a screen at a time (each part is drawn as it comes near). The lazy chunks are
 * warmed by a short answer first, as they would be in an app that has shown answers before.
 */
export async function measureWholeAnswer(browser: Browser, baseUrl: string): Promise<Figure[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await skipPrivacyNotice(context);
  const page = await context.newPage();
  await page.addInitScript(installObservers);
  await page.goto(`${baseUrl}${markdownHarnessUrl()}`);
  const warmUp = heavyMarkdown(300);
  await page.evaluate(harnessMessage(warmUp));
  while (!(await page.evaluate<boolean>(isComplete(warmUp.length)))) await page.waitForTimeout(20);
  await page.waitForTimeout(1_000);

  const answer = heavyMarkdown(100_000);
  await page.evaluate(clearObservations);
  const start = await page.evaluate<number>(`performance.now()`);
  await page.evaluate(harnessMessage(answer));
  while (!(await page.evaluate<boolean>(isComplete(answer.length)))) await page.waitForTimeout(10);
  const renderedMs = (await page.evaluate<number>(`performance.now()`)) - start;
  const rendered = await page.evaluate<Observations>(readObservations);

  await page.waitForTimeout(500);
  await page.evaluate(clearObservations);
  let screens = 0;
  const scrollStart = Date.now();
  while (!(await page.evaluate<boolean>(scrollOneScreen))) screens += 1;
  const scrollMs = Date.now() - scrollStart;
  const scrolled = await page.evaluate<Observations>(readObservations);
  const undrawn = await page.evaluate<number>(
    `document.querySelectorAll('.markdown__section--source').length`,
  );
  await context.close();

  return [
    {
      name: '100k tokens opened whole: time to fully rendered',
      value: renderedMs,
      unit: 'ms',
      budget: 2_000,
    },
    {
      name: '100k tokens opened whole: longest task',
      value: Math.max(0, ...rendered.longTasks),
      unit: 'ms',
      budget: 150,
    },
    { name: '100k tokens scrolled through: screens', value: screens, unit: 'count' },
    {
      name: '100k tokens scrolled through: time per screen',
      value: scrollMs / Math.max(1, screens),
      unit: 'ms',
    },
    {
      name: '100k tokens scrolled through: frames over 50 ms',
      value: scrolled.animationFrames.filter((duration) => duration > 50).length,
      unit: 'count',
    },
    {
      name: '100k tokens scrolled through: longest task',
      value: Math.max(0, ...scrolled.longTasks),
      unit: 'ms',
      budget: 150,
    },
    { name: '100k tokens scrolled through: parts left undrawn', value: undrawn, unit: 'count' },
  ];
}

/**
 * How long the browser takes only to receive and read the 100,000-token stream from the mock
 * provider, with no rendering: the floor under "time to fully rendered" of the streamed answer.
 */
export async function measureStreamReading(
  browser: Browser,
  baseUrl: string,
  scriptAnswer: () => Promise<void>,
  mockProviderUrl: string,
): Promise<Figure> {
  const context = await browser.newContext();
  await skipPrivacyNotice(context);
  const page = await context.newPage();
  await page.goto(`${baseUrl}${markdownHarnessUrl()}`);
  await scriptAnswer();
  const readMs = await page.evaluate<number>(`(async () => {
    const started = performance.now();
    const response = await fetch(${JSON.stringify(`${mockProviderUrl}/v1/chat/completions`)}, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'mock-model', stream: true, messages: [{ role: 'user', content: 'x' }] }),
    });
    const reader = response.body.getReader();
    for (;;) {
      const { done } = await reader.read();
      if (done) break;
    }
    return performance.now() - started;
  })()`);
  await context.close();
  return { name: '100k tokens: receiving the stream alone (no rendering)', value: readMs, unit: 'ms' };
}

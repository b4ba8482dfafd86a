import type { Browser, Page } from '@playwright/test';
import { hostileMarkdown } from '@confab/test-kit';
import { skipPrivacyNotice } from '../e2e/support/privacy-notice.ts';
import { reportFigures, type Figure } from './support/figures.ts';
import { scriptMockAnswer } from './support/app-stream.ts';
import { installObservers, readObservations, type Observations } from './support/page-observers.ts';

// Past this the answer counts as never rendered (a crashed renderer never says it is complete).
const giveUpMs = 30_000;

const isComplete = (length: number) =>
  `document.querySelector('.markdown[data-rendered="complete"]') !== null &&
   document.querySelector('[role="status"]').textContent.includes('${length} characters')`;

async function waitUntil(page: Page, expression: string, failed: () => boolean): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < giveUpMs) {
    if (failed()) return false;
    if (await page.evaluate<boolean>(expression)) return true;
    await page.waitForTimeout(20);
  }
  return false;
}

/**
 * One hostile answer streamed one character per chunk: request to fully rendered, and stream end to
 * fully rendered (what the renderer still owed once the last character had arrived), in ms.
 */
async function streamed(browser: Browser, baseUrl: string, mockProviderUrl: string, text: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await skipPrivacyNotice(context);
  const page = await context.newPage();
  let crashed = false;
  page.on('pageerror', () => (crashed = true));
  await page.addInitScript(installObservers);
  await scriptMockAnswer(mockProviderUrl, { text, chunkUnit: 'character', chunkSize: 1 });
  await page.goto(`${baseUrl}/markdown-harness.html?source=${encodeURIComponent(mockProviderUrl)}`);
  const rendered = await waitUntil(
    page,
    `document.querySelector('[role="status"][data-status="done"]') !== null && document.querySelector('.markdown[data-rendered="complete"]') !== null`,
    () => crashed,
  );
  const observations = await page.evaluate<Observations>(readObservations);
  await context.close();
  return rendered
    ? {
        total: observations.renderedMs - observations.requestMs,
        afterEnd: observations.renderedMs - observations.streamEndMs,
      }
    : { total: Number.NaN, afterEnd: Number.NaN };
}

/** The same answer given whole, as when a stored chat is opened again. */
async function openedWhole(browser: Browser, baseUrl: string, text: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await skipPrivacyNotice(context);
  const page = await context.newPage();
  let crashed = false;
  page.on('pageerror', () => (crashed = true));
  await page.goto(`${baseUrl}/markdown-harness.html`);
  const started = await page.evaluate<number>(`performance.now()`);
  await page.evaluate(
    `window.postMessage({ type: 'confab-markdown-harness', text: ${JSON.stringify(text)} }, location.origin)`,
  );
  const rendered = await waitUntil(page, isComplete(text.length), () => crashed);
  const elapsed = (await page.evaluate<number>(`performance.now()`)) - started;
  await context.close();
  return rendered ? elapsed : Number.NaN;
}

/**
 * Hostile answers (`hostileMarkdown` in test-kit: deep nesting, runs of brackets and emphasis
 * markers, nested link openers, a 2,000-column table...) through the harness page: each must be
 * fully rendered within 2 s of the request, streamed one character per chunk and opened whole.
 * A renderer that crashes never reports complete: its figure is NaN.
 */
export async function measureHostileMarkdown(
  browser: Browser,
  baseUrl: string,
  mockProviderUrl: string,
): Promise<void> {
  const figures: Figure[] = [];
  for (const [name, text] of Object.entries(hostileMarkdown)) {
    const stream = await streamed(browser, baseUrl, mockProviderUrl, text);
    figures.push({
      name: `${name}: streamed a character per chunk, request to fully rendered`,
      value: stream.total,
      unit: 'ms',
      budget: 2_000,
    });
    figures.push({
      name: `${name}: streamed, stream end to fully rendered`,
      value: stream.afterEnd,
      unit: 'ms',
    });
    figures.push({
      name: `${name}: opened whole, to fully rendered`,
      value: await openedWhole(browser, baseUrl, text),
      unit: 'ms',
      budget: 2_000,
    });
  }
  await reportFigures('markdown-hostile', figures);
}

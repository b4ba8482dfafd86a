// A 50 tokens/s answer streamed into a new chat of the app, and what it costs the main thread: the
// history and instant scenarios compare a store holding 10,000 chats against an empty one.
import type { CDPSession, Page } from '@playwright/test';
import { heavyMarkdown } from '../markdown-heavy-text.ts';
import { median } from './figures.ts';
import { stopSidebarWatch } from './history-page.ts';

const streamTokens = 300;
// One 6-second stream varies by ±5 points of busy time between runs of the same page; the
// comparison of the two stores uses the median of several.
export const streamRuns = 3;

export const indexReady = `performance.getEntriesByName('confab:search-index-ready').length > 0`;
/** A built index was written to its database, so the next load restores it instead of building. */
export const indexSaved = `performance.getEntriesByName('confab:search-index-saved').length > 0`;

export async function taskSeconds(session: CDPSession): Promise<number> {
  const { metrics } = await session.send('Performance.getMetrics');
  return metrics.find((entry) => entry.name === 'TaskDuration')?.value ?? 0;
}

/**
 * Polls a condition inside the page. Not waitForFunction: it evaluates through `new Function`, which
 * the app's Content-Security-Policy forbids.
 */
export function waitInPage(page: Page, condition: string, timeoutMs: number): Promise<unknown> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const started = performance.now();
    const check = () => {
      if (${condition}) resolve(true);
      else if (performance.now() - started > ${String(timeoutMs)}) reject(new Error('Timed out waiting for: ' + ${JSON.stringify(condition)}));
      else setTimeout(check, 20);
    };
    check();
  })`);
}

export async function scriptMockAnswer(
  mockProviderUrl: string,
  script: Record<string, unknown>,
): Promise<void> {
  const response = await fetch(`${mockProviderUrl}/__mock/script`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(script),
  });
  if (!response.ok) throw new Error(`The mock provider refused the script: ${await response.text()}`);
}

/** Sends a message from the composer and waits until the answer has streamed to its end. */
export async function sendAndWaitForAnswer(page: Page, text: string): Promise<void> {
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.fill(text);
  await composer.press('Enter');
  // Polled with one querySelector every 20 ms. A role locator's wait polls with a role query over the
  // whole page (132 ms of main thread in a 9 s stream, in a profile): bench work that grows with the
  // sidebar and was counted as the app's.
  await waitInPage(page, `document.querySelector('.composer__send--stop') !== null`, 30_000);
  await waitInPage(
    page,
    `document.querySelector('.composer__send:not(.composer__send--stop)') !== null`,
    120_000,
  );
}

export interface StreamCost {
  wallMs: number;
  busyPercent: number;
  longestTaskMs: number;
}

/**
 * Main-thread time and long tasks while a 50 tokens/s answer streams into a new chat. The page must
 * have run `watchSidebar` (it collects the long tasks). With `waitForIndex` the stream starts once
 * the search index is ready; without it, right after the load, while the app's start-up work runs.
 */
export async function streamCost(
  page: Page,
  session: CDPSession,
  mockProviderUrl: string,
  { waitForIndex }: { waitForIndex: boolean },
): Promise<StreamCost> {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Model' }).selectOption('gpt-4o-mini');
  if (waitForIndex) await waitInPage(page, indexReady, 300_000);
  await scriptMockAnswer(mockProviderUrl, { text: heavyMarkdown(streamTokens), tokensPerSecond: 50 });
  // The sidebar watch of the load rows looks every frame until a seeded chat shows, which in the
  // empty store is never: 90 ms of the empty store's main thread in an 8 s stream, in traces.
  await page.evaluate(stopSidebarWatch);
  await page.evaluate('window.__historyBench.longTasks.length = 0');
  const before = await taskSeconds(session);
  const started = Date.now();
  await sendAndWaitForAnswer(page, 'Stream a long answer');
  const wallMs = Date.now() - started;
  const busyMs = ((await taskSeconds(session)) - before) * 1000;
  const longTasks = await page.evaluate<number[]>('window.__historyBench.longTasks');
  return { wallMs, busyPercent: (busyMs * 100) / wallMs, longestTaskMs: Math.max(0, ...longTasks) };
}

/** Several streams on one page: the median busy time, the longest task of all, every run kept. */
export async function streamCosts(
  page: Page,
  session: CDPSession,
  mockProviderUrl: string,
  options: { waitForIndex: boolean },
) {
  const runs: StreamCost[] = [];
  for (let run = 0; run < streamRuns; run += 1)
    runs.push(await streamCost(page, session, mockProviderUrl, options));
  return {
    busyPercent: median(runs.map((run) => run.busyPercent)),
    longestTaskMs: Math.max(...runs.map((run) => run.longestTaskMs)),
    runs,
  };
}

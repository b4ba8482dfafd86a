import type { Browser, CDPSession, Page } from '@playwright/test';
import { skipPrivacyNotice } from '../e2e/support/privacy-notice.ts';
import { markdownHarnessUrl } from '../e2e/support/markdown-harness.ts';
import { reportFigures, type Figure } from './support/figures.ts';
import { heavyMarkdown } from './markdown-heavy-text.ts';
import { scriptMockAnswer } from './support/app-stream.ts';
import { measureStreamReading, measureWholeAnswer } from './markdown-whole-answer.ts';
import {
  installObservers,
  percentile,
  readObservations,
  type Observations,
} from './support/page-observers.ts';

async function metric(session: CDPSession, name: string): Promise<number> {
  const { metrics } = await session.send('Performance.getMetrics');
  return metrics.find((entry) => entry.name === name)?.value ?? 0;
}

async function isRendered(page: Page): Promise<boolean> {
  return page.evaluate<boolean>(
    `document.querySelector('[role="status"][data-status="done"]') !== null && document.querySelector('.markdown[data-rendered="complete"]') !== null`,
  );
}

interface RunResult {
  observations: Observations;
  wallMs: number;
  busyPercent: number;
  peakHeapMb: number;
  keysTyped: number;
}

/**
 * Streams one answer into the harness while typing into its textarea, and reads main-thread time
 * (CDP TaskDuration), long tasks, long animation frames, key to drawn frame and heap.
 */
async function runStream(
  browser: Browser,
  baseUrl: string,
  mockProviderUrl: string,
  script: Record<string, unknown>,
  { typeWhileStreaming }: { typeWhileStreaming: boolean },
): Promise<RunResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await skipPrivacyNotice(context);
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Performance.enable');
  await page.addInitScript(installObservers);
  await scriptMockAnswer(mockProviderUrl, script);

  const taskSecondsBefore = await metric(session, 'TaskDuration');
  const started = Date.now();
  await page.goto(`${baseUrl}${markdownHarnessUrl({ source: mockProviderUrl })}`);
  const probe = page.getByRole('textbox', { name: 'Typing probe' });
  if (typeWhileStreaming) await probe.click();

  let peakHeap = 0;
  let keysTyped = 0;
  while (!(await isRendered(page))) {
    peakHeap = Math.max(peakHeap, await metric(session, 'JSHeapUsedSize'));
    if (typeWhileStreaming) {
      await page.keyboard.press('a');
      keysTyped += 1;
    }
    await page.waitForTimeout(typeWhileStreaming ? 40 : 100);
  }
  peakHeap = Math.max(peakHeap, await metric(session, 'JSHeapUsedSize'));
  const wallMs = Date.now() - started;
  const taskSeconds = (await metric(session, 'TaskDuration')) - taskSecondsBefore;
  const observations = await page.evaluate<Observations>(readObservations);
  await context.close();
  return {
    observations,
    wallMs,
    busyPercent: (taskSeconds * 1000 * 100) / wallMs,
    peakHeapMb: peakHeap / 1024 / 1024,
    keysTyped,
  };
}

function streamFigures(label: string, result: RunResult): Figure[] {
  const { observations } = result;
  return [
    {
      name: `${label}: request to first text drawn`,
      value: observations.firstTextMs - observations.requestMs,
      unit: 'ms',
    },
    {
      name: `${label}: first text read to first text drawn`,
      value: observations.firstTextMs - observations.firstDeltaMs,
      unit: 'ms',
    },
    {
      name: `${label}: stream end to fully rendered`,
      value: observations.renderedMs - observations.streamEndMs,
      unit: 'ms',
    },
    { name: `${label}: main thread busy`, value: result.busyPercent, unit: '%' },
    {
      name: `${label}: frames over 50 ms (from the request)`,
      value: observations.animationFramesFromRequest.filter((duration) => duration > 50).length,
      unit: 'count',
    },
    {
      name: `${label}: longest task (from the request)`,
      value: Math.max(0, ...observations.longTasksFromRequest),
      unit: 'ms',
      budget: 150,
    },
    {
      name: `${label}: frames over 50 ms while the harness page loaded`,
      value:
        observations.animationFrames.filter((duration) => duration > 50).length -
        observations.animationFramesFromRequest.filter((duration) => duration > 50).length,
      unit: 'count',
    },
    {
      name: `${label}: key to drawn frame p95`,
      value: percentile(observations.keyToFrame, 0.95),
      unit: 'ms',
    },
    { name: `${label}: key to drawn frame max`, value: Math.max(0, ...observations.keyToFrame), unit: 'ms' },
  ];
}

/**
 * Markdown rendering through the harness page (`/markdown-harness.html`): 2,000 tokens of heavy
 * markdown streamed at full speed and at 50 tokens/s while typing, and a 100,000-token answer.
 */
export async function measureMarkdownRender(
  browser: Browser,
  baseUrl: string,
  mockProviderUrl: string,
): Promise<void> {
  const shortAnswer = heavyMarkdown(2_000);
  const longAnswer = heavyMarkdown(100_000);

  const fullSpeed = await runStream(
    browser,
    baseUrl,
    mockProviderUrl,
    { text: shortAnswer },
    {
      typeWhileStreaming: true,
    },
  );
  const paced = await runStream(
    browser,
    baseUrl,
    mockProviderUrl,
    { text: shortAnswer, tokensPerSecond: 50 },
    { typeWhileStreaming: true },
  );
  const long = await runStream(
    browser,
    baseUrl,
    mockProviderUrl,
    { text: longAnswer },
    {
      typeWhileStreaming: false,
    },
  );
  const streamReading = await measureStreamReading(
    browser,
    baseUrl,
    () => scriptMockAnswer(mockProviderUrl, { text: longAnswer }),
    mockProviderUrl,
  );
  const wholeAnswer = await measureWholeAnswer(browser, baseUrl);

  await reportFigures(
    'markdown-render',
    [
      ...streamFigures('2k tokens, full speed', fullSpeed),
      ...streamFigures('2k tokens, 50 tokens/s', paced),
      {
        name: '100k tokens streamed: request to fully rendered',
        value: long.observations.renderedMs - long.observations.requestMs,
        unit: 'ms',
        budget: 2000,
      },
      {
        name: '100k tokens streamed: request to first text drawn',
        value: long.observations.firstTextMs - long.observations.requestMs,
        unit: 'ms',
      },
      {
        name: '100k tokens streamed: first text read to first text drawn',
        value: long.observations.firstTextMs - long.observations.firstDeltaMs,
        unit: 'ms',
      },
      {
        name: '100k tokens streamed: page start to fully rendered (with the page load)',
        value: long.observations.renderedMs,
        unit: 'ms',
      },
      streamReading,
      {
        name: '100k tokens streamed: stream end to fully rendered',
        value: long.observations.renderedMs - long.observations.streamEndMs,
        unit: 'ms',
      },
      {
        name: '100k tokens streamed: longest task (from the request)',
        value: Math.max(0, ...long.observations.longTasksFromRequest),
        unit: 'ms',
        budget: 150,
      },
      {
        name: '100k tokens streamed: frames over 50 ms (from the request)',
        value: long.observations.animationFramesFromRequest.filter((duration) => duration > 50).length,
        unit: 'count',
      },
      { name: '100k tokens streamed: main thread busy', value: long.busyPercent, unit: '%' },
      { name: '100k tokens streamed: peak JS heap', value: long.peakHeapMb, unit: 'MiB' },
      ...wholeAnswer,
    ],
    {
      shortAnswerCharacters: shortAnswer.length,
      longAnswerCharacters: longAnswer.length,
      keysTyped: { fullSpeed: fullSpeed.keysTyped, paced: paced.keysTyped },
      longTasks: {
        fullSpeed: fullSpeed.observations.longTasks,
        paced: paced.observations.longTasks,
        long: long.observations.longTasks,
      },
    },
  );
}

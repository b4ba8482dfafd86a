// The stream rows of the instant scenario (issue #24 rows 5 and 6, and row 7's empty store): answers
// from the mock provider at full speed, in the app's chat and in the floor's stream page, timed by
// the same page snippet; the request and its last byte come from Resource Timing on both.
import type { CDPSession, Page } from '@playwright/test';
import { heavyMarkdown } from './markdown-heavy-text.ts';
import { scriptMockAnswer, streamCosts, waitInPage } from './support/app-stream.ts';
import { answerDone, readAnswer, watchAnswer, type AnswerTimes } from './support/instant-page.ts';
import { floorPath } from './floor/floor-pages.ts';

/**
 * Answers per size, app and floor each: one answer's figure moves by ±10 ms (where the last redraw and
 * the frame fall), so a median of three moved by ±5 ms between runs.
 */
export const answerRuns = 7;
const question = 'Write the answer';

async function sendFromComposer(page: Page): Promise<void> {
  await page.evaluate(watchAnswer);
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.fill(question);
  await composer.press('Enter');
  await waitInPage(page, answerDone, 120_000);
}

/** One answer in a new chat of the app, once it has stopped (and saved) the answer. */
async function appAnswer(page: Page, mockProviderUrl: string, text: string): Promise<AnswerTimes> {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Model' }).selectOption('gpt-4o-mini');
  await scriptMockAnswer(mockProviderUrl, { text });
  await sendFromComposer(page);
  await waitInPage(
    page,
    `document.querySelector('.composer__send:not(.composer__send--stop)') !== null`,
    60_000,
  );
  return page.evaluate<AnswerTimes>(readAnswer);
}

async function floorAnswer(page: Page, mockProviderUrl: string, text: string): Promise<AnswerTimes> {
  await page.goto(`${floorPath}/stream.html?provider=${encodeURIComponent(mockProviderUrl)}`);
  await scriptMockAnswer(mockProviderUrl, { text });
  await sendFromComposer(page);
  return page.evaluate<AnswerTimes>(readAnswer);
}

export interface StreamSamples {
  short: { app: AnswerTimes[]; floor: AnswerTimes[] };
  long: { app: AnswerTimes[]; floor: AnswerTimes[] };
  emptyStore: Awaited<ReturnType<typeof streamCosts>>;
}

/**
 * In a context whose app points at the mock provider (an empty store): a 2,000-token and a
 * 100,000-token answer at full speed, app and floor taking turns, after one warm-up answer each (the
 * lazy renderer and the page's code in the HTTP cache, as for a person's second answer). Then the
 * 50 tokens/s stream of row 7 right after a load, for the empty store's side.
 */
export async function measureStreams(
  page: Page,
  session: CDPSession,
  mockProviderUrl: string,
): Promise<StreamSamples> {
  const warmUp = heavyMarkdown(300);
  await appAnswer(page, mockProviderUrl, warmUp);
  await floorAnswer(page, mockProviderUrl, warmUp);
  const samples: StreamSamples = {
    short: { app: [], floor: [] },
    long: { app: [], floor: [] },
    emptyStore: { busyPercent: NaN, longestTaskMs: NaN, runs: [] },
  };
  for (const [size, text] of [
    ['short', heavyMarkdown(2_000)],
    ['long', heavyMarkdown(100_000)],
  ] as const) {
    for (let run = 0; run < answerRuns; run += 1) {
      samples[size].app.push(await appAnswer(page, mockProviderUrl, text));
      samples[size].floor.push(await floorAnswer(page, mockProviderUrl, text));
    }
  }
  samples.emptyStore = await streamCosts(page, session, mockProviderUrl, { waitForIndex: false });
  return samples;
}

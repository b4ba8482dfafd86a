// The 10,000-chat rows of the instant scenario (issue #24 rows 1, 3, 4 and row 7's stored side), in
// one context seeded once: the app and the floor's history page take turns on the same origin and
// read the same IndexedDB. Loads after the first come from the HTTP cache for both.
import type { CDPSession, Page } from '@playwright/test';
import { configureMockProviders } from '../e2e/support/configure-providers.ts';
import { indexSaved, streamCosts, waitInPage } from './support/app-stream.ts';
import {
  historyChatCount,
  historyChatEnding,
  historyChatTitle,
  rareChatIndex,
  rareWord,
} from './support/history-data.ts';
import { openChat, readLoad } from './support/history-page.ts';
import { seedHistoryBeforeIndexing } from './support/seed-history-first.ts';
import { searchAfterLoad, type SearchAfterLoad } from './support/instant-page.ts';
import { floorPath } from './floor/floor-pages.ts';

export const loadRuns = 5;
export const searchRuns = 3;
/** "Typed one second after the load": after the composer mark of the page. */
const searchDelayMs = 1_000;
const openIndex = historyChatCount - 3;

interface PageLoad {
  composerReadyMs: number;
  sidebarMs: number;
}

export interface HistorySamples {
  seedMs: number;
  floorIndex: { terms: number; chats: number; buildMs: number };
  appIndexSavedBeforeRuns: boolean;
  loads: { app: PageLoad[]; floor: PageLoad[] };
  opens: { app: number[]; floor: number[] };
  searches: { app: SearchAfterLoad[]; floor: SearchAfterLoad[] };
  stored: Awaited<ReturnType<typeof streamCosts>>;
}

const appPage = '/';
const floorPage = `${floorPath}/history.html`;

async function load(page: Page, address: string): Promise<PageLoad> {
  await page.goto(address);
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  await waitInPage(page, 'window.__historyBench.sidebarAt !== null', 60_000);
  return page.evaluate<PageLoad>(readLoad);
}

/** Loads, then one second later clicks the third-newest chat in the sidebar: click → its last message drawn. */
async function loadAndOpen(page: Page, address: string): Promise<{ load: PageLoad; openMs: number }> {
  const loaded = await load(page, address);
  await page.waitForTimeout(1_000);
  const openMs = await page.evaluate<number>(
    openChat(historyChatTitle(openIndex), historyChatEnding(openIndex)),
  );
  return { load: loaded, openMs };
}

async function searchRightAfterLoad(page: Page, address: string): Promise<SearchAfterLoad> {
  await page.goto(address);
  return page.evaluate<SearchAfterLoad>(
    searchAfterLoad(rareWord, historyChatTitle(rareChatIndex), searchDelayMs),
  );
}

/**
 * Seeds 10,000 chats × 20 messages into the app's database, builds the floor's search index, lets
 * the app finish one start (so an index it keeps across loads exists, as for a person who used it
 * yesterday), then takes turns: load and open a chat, search right after a load, and the 50
 * tokens/s stream right after a load.
 */
export async function measureHistoryRows(
  page: Page,
  session: CDPSession,
  mockProviderUrl: string,
): Promise<HistorySamples> {
  const seedMs = await seedHistoryBeforeIndexing(page.context(), page);

  await page.goto(floorPage);
  await waitInPage(page, `typeof window.floorBuildSearchIndex === 'function'`, 10_000);
  const buildStarted = Date.now();
  const built = await page.evaluate<{ terms: number; chats: number }>('window.floorBuildSearchIndex()');
  const floorIndex = { ...built, buildMs: Date.now() - buildStarted };

  await configureMockProviders(page, mockProviderUrl);
  await page.goto(appPage);
  // The first start builds the index and saves it; a reload before the save would lose the build.
  const appIndexSavedBeforeRuns = await waitInPage(page, indexSaved, 300_000).then(
    () => true,
    () => false,
  );

  const samples: HistorySamples = {
    seedMs,
    floorIndex,
    appIndexSavedBeforeRuns,
    loads: { app: [], floor: [] },
    opens: { app: [], floor: [] },
    searches: { app: [], floor: [] },
    stored: { busyPercent: NaN, longestTaskMs: NaN, runs: [] },
  };
  for (let run = 0; run < loadRuns; run += 1) {
    for (const [side, address] of [
      ['app', appPage],
      ['floor', floorPage],
    ] as const) {
      const { load: loaded, openMs } = await loadAndOpen(page, address);
      samples.loads[side].push(loaded);
      samples.opens[side].push(openMs);
    }
  }
  for (let run = 0; run < searchRuns; run += 1) {
    samples.searches.app.push(await searchRightAfterLoad(page, appPage));
    samples.searches.floor.push(await searchRightAfterLoad(page, floorPage));
  }
  samples.stored = await streamCosts(page, session, mockProviderUrl, { waitForIndex: false });
  return samples;
}

// `npm run bench -- instant`: every row of issue #24's table measured the way a person meets it,
// beside a no-framework page doing the same job in the same run (bench/floor/, served from the
// app's origin by the same server). Prints, per row, the app's median, the floor's, their ratio, the
// aim and whether it is met; bench/results/instant.json keeps every sample. docs/bench.md says how
// each row and floor is measured.
import type { Browser } from '@playwright/test';
import { configureMockProviders } from '../e2e/support/configure-providers.ts';
import { median, reportFigures, type Figure } from './support/figures.ts';
import { newBenchContext } from './support/bench-context.ts';
import { startServerWithFloorPages } from './support/floor-server.ts';
import { historyChatCount, historyMessagesPerChat } from './support/history-data.ts';
import type { AnswerTimes } from './support/instant-page.ts';
import type { LoadSample } from './support/load-sample.ts';
import { coldRuns, measureColdLoads } from './instant-cold.ts';
import { loadRuns, measureHistoryRows, searchRuns, type HistorySamples } from './instant-history.ts';
import { streamRuns as busyStreamRuns } from './support/app-stream.ts';
import { answerRuns, measureStreams, type StreamSamples } from './instant-streams.ts';

const debounceMs = 500;

const noStreamCosts = { busyPercent: NaN, longestTaskMs: NaN, runs: [] };
const noColdLoads: { app: LoadSample[]; floor: LoadSample[] } = { app: [], floor: [] };
const noStreams: StreamSamples = {
  short: { app: [], floor: [] },
  long: { app: [], floor: [] },
  emptyStore: noStreamCosts,
};
const noHistoryRows: HistorySamples = {
  seedMs: NaN,
  floorIndex: { terms: 0, chats: 0, buildMs: NaN },
  appIndexSavedBeforeRuns: false,
  loads: { app: [], floor: [] },
  opens: { app: [], floor: [] },
  searches: { app: [], floor: [] },
  stored: noStreamCosts,
};

type Part = 'cold' | 'streams' | 'history';

/** `BENCH_INSTANT_PARTS=cold,streams` runs only those parts (and their rows), to try one change quickly. */
function chosenParts(): ReadonlySet<Part> {
  const all: Part[] = ['cold', 'streams', 'history'];
  const named = process.env.BENCH_INSTANT_PARTS;
  if (named === undefined || named.trim() === '') return new Set(all);
  const wanted = new Set(named.split(',').map((part) => part.trim()));
  return new Set(all.filter((part) => wanted.has(part)));
}

interface Row {
  row: string;
  unit: string;
  runs: number;
  app: number[];
  floor: number[];
  aim: string;
  /** Absent for a figure shown beside the rows without an aim of its own. */
  met?: (app: number, floor: number) => boolean;
}

const within = (limit: number) => (app: number) => app <= limit;

function answerGaps(samples: AnswerTimes[], from: keyof AnswerTimes, to: keyof AnswerTimes): number[] {
  return samples.map((sample) => sample[to] - sample[from]);
}

function printRows(rows: Row[]) {
  console.table(
    rows.map((row) => {
      const app = median(row.app);
      const floor = median(row.floor);
      return {
        row: row.row,
        confab: `${app.toFixed(1)} ${row.unit}`,
        floor: `${floor.toFixed(1)} ${row.unit}`,
        ratio: floor > 0 ? `${(app / floor).toFixed(2)}×` : '',
        aim: row.aim,
        met: row.met === undefined ? '—' : row.met(app, floor) ? 'yes' : 'NO',
        runs: row.runs,
      };
    }),
  );
}

export async function measureInstant(browser: Browser, mockProviderUrl: string): Promise<void> {
  const parts = chosenParts();
  const server = await startServerWithFloorPages();
  try {
    if (parts.has('cold')) console.log('instant: cold loads');
    const cold = parts.has('cold') ? await measureColdLoads(browser, server.url) : noColdLoads;
    let streams = noStreams;
    if (parts.has('streams')) {
      console.log('instant: streams');
      const empty = await newBenchContext(browser, server.url);
      await configureMockProviders(empty.page, mockProviderUrl);
      streams = await measureStreams(empty.page, empty.session, mockProviderUrl);
      await empty.context.close();
    }

    let history = noHistoryRows;
    if (parts.has('history')) {
      console.log(
        `instant: ${historyChatCount.toLocaleString('en')} chats (seed, floor index, loads, opens, searches, stream)`,
      );
      const stored = await newBenchContext(browser, server.url);
      history = await measureHistoryRows(stored.page, stored.session, mockProviderUrl);
      await stored.context.close();
    }

    const kib = (bytes: number) => bytes / 1024;
    const allRows: Row[] = [
      {
        row: `1. search 1 s after opening, ${historyChatCount.toLocaleString('en')} chats: typed → first result (app minus the ${String(debounceMs)} ms debounce)`,
        unit: 'ms',
        runs: searchRuns,
        app: history.searches.app.map((sample) => sample.totalMs - debounceMs),
        floor: history.searches.floor.map((sample) => sample.totalMs),
        aim: '≤ 50 ms',
        met: within(50),
      },
      {
        row: '2. cold open: composer usable',
        unit: 'ms',
        runs: coldRuns,
        app: cold.app.map((sample) => sample.composerReadyMs),
        floor: cold.floor.map((sample) => sample.composerReadyMs),
        aim: '≤ 3× floor',
        met: (app, floor) => app <= 3 * floor,
      },
      {
        row: '2. cold open: JS before the composer (brotli, as served)',
        unit: 'KiB',
        runs: coldRuns,
        app: cold.app.map((sample) => kib(sample.javascriptTransferBytes)),
        floor: cold.floor.map((sample) => kib(sample.javascriptTransferBytes)),
        aim: '≤ 150 KiB',
        met: within(150),
      },
      {
        row: `3. open with ${historyChatCount.toLocaleString('en')} chats: composer usable`,
        unit: 'ms',
        runs: loadRuns,
        app: history.loads.app.map((sample) => sample.composerReadyMs),
        floor: history.loads.floor.map((sample) => sample.composerReadyMs),
        aim: '≤ 200 ms',
        met: within(200),
      },
      {
        row: `3. open with ${historyChatCount.toLocaleString('en')} chats: sidebar shows chats`,
        unit: 'ms',
        runs: loadRuns,
        app: history.loads.app.map((sample) => sample.sidebarMs),
        floor: history.loads.floor.map((sample) => sample.sidebarMs),
        aim: '≤ 350 ms',
        met: within(350),
      },
      {
        row: '4. open a chat from the sidebar: click → messages shown',
        unit: 'ms',
        runs: loadRuns,
        app: history.opens.app,
        floor: history.opens.floor,
        aim: '≤ 30 ms',
        met: within(30),
      },
      {
        row: '5. 2,000-token answer at full speed: last byte → final text shown',
        unit: 'ms',
        runs: answerRuns,
        app: answerGaps(streams.short.app, 'lastByteMs', 'finalMs'),
        floor: answerGaps(streams.short.floor, 'lastByteMs', 'finalMs'),
        aim: '≤ 30 ms',
        met: within(30),
      },
      {
        row: '5. (Enter → the request leaves, 2,000-token answers: the work before the request)',
        unit: 'ms',
        runs: answerRuns,
        app: answerGaps(streams.short.app, 'enterMs', 'requestMs'),
        floor: answerGaps(streams.short.floor, 'enterMs', 'requestMs'),
        aim: 'none (shown)',
      },
      {
        row: '6. 100,000-token answer at full speed: request → first text shown',
        unit: 'ms',
        runs: answerRuns,
        app: answerGaps(streams.long.app, 'requestMs', 'firstTextMs'),
        floor: answerGaps(streams.long.floor, 'requestMs', 'firstTextMs'),
        aim: '≤ 50 ms',
        met: within(50),
      },
      {
        row: '6. (the same, from the response headers: without the request round trip)',
        unit: 'ms',
        runs: answerRuns,
        app: answerGaps(streams.long.app, 'responseMs', 'firstTextMs'),
        floor: answerGaps(streams.long.floor, 'responseMs', 'firstTextMs'),
        aim: '≤ 50 ms',
        met: within(50),
      },
      {
        row: "6. (Enter → first text shown: what a person waits, the app's work before the request included)",
        unit: 'ms',
        runs: answerRuns,
        app: answerGaps(streams.long.app, 'enterMs', 'firstTextMs'),
        floor: answerGaps(streams.long.floor, 'enterMs', 'firstTextMs'),
        aim: 'none (shown)',
      },
      {
        row: `7. 50 tokens/s right after opening: main thread busy, ${historyChatCount.toLocaleString('en')} chats (floor column: empty store)`,
        unit: '%',
        runs: busyStreamRuns,
        app: history.stored.runs.map((run) => run.busyPercent),
        floor: streams.emptyStore.runs.map((run) => run.busyPercent),
        aim: '≤ empty store',
        met: (app, floor) => app <= floor,
      },
    ];
    // A part left out leaves its rows without samples; row 7 needs both of its parts.
    const rows = allRows.filter((row) => row.app.length > 0 && row.floor.length > 0);
    const figures = rows.flatMap((row): Figure[] => [
      { name: `${row.row}: Confab (median)`, value: median(row.app), unit: row.unit },
      { name: `${row.row}: floor (median)`, value: median(row.floor), unit: row.unit },
    ]);
    await reportFigures('instant', figures, {
      chats: historyChatCount,
      messagesPerChat: historyMessagesPerChat,
      rows: rows.map((row) => ({
        row: row.row,
        unit: row.unit,
        aim: row.aim,
        confabMedian: median(row.app),
        floorMedian: median(row.floor),
        ratio: median(row.app) / median(row.floor),
        met: row.met?.(median(row.app), median(row.floor)) ?? null,
        confab: row.app,
        floor: row.floor,
      })),
      raw: { cold, streams, history },
    });
    console.log('\ninstant: issue #24 rows, Confab beside the floor');
    printRows(rows);
  } finally {
    await server.stop();
  }
}

import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, CDPSession, Download, Page } from '@playwright/test';
import { skipPrivacyNotice } from '../e2e/support/privacy-notice.ts';
import { reportFigures, resultsDirectory } from './support/figures.ts';
import { writeChatGPTExport } from './support/chatgpt-export-data.ts';
import { historyChatCount, historyMessagesPerChat } from './support/history-data.ts';
import { seedHistory } from './support/history-page.ts';
import { workerHeapProbe, type WorkerHeapProbe } from './support/worker-heap.ts';

const chatGPTBytes = 50 * 1024 * 1024;
const sampleEveryMs = 250;

/** Long tasks reach Node through a binding, so the records survive the reload that ends an import. */
const watchLongTasks = `(() => {
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__benchLongTask(entry.duration);
    }).observe({ type: 'longtask', buffered: false });
  } catch (error) {}
})()`;

const countRecords = `(async () => {
  const database = await new Promise((resolve, reject) => {
    const request = indexedDB.open('confab');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const count = (store) => new Promise((resolve, reject) => {
    const request = database.transaction(store).objectStore(store).count();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const result = { chats: await count('chats'), messages: await count('messages') };
  database.close();
  return result;
})()`;

/** Resident memory of Chromium's renderer processes: the page and its dedicated workers live there. */
function rendererMegabytes(): number {
  const listing = execFileSync('ps', ['-eo', 'rss=,args='], { encoding: 'utf8' });
  let kilobytes = 0;
  for (const line of listing.split('\n')) {
    if (!line.includes('--type=renderer')) continue;
    kilobytes += Number(line.trim().split(/\s+/, 1)[0]);
  }
  return kilobytes / 1024;
}

interface Watch {
  longTasks: number[];
  stop(): Promise<{
    longestTaskMs: number;
    tasksOver200: number;
    peakHeapMb: number;
    peakWorkerHeapMb: number;
    peakRendererMb: number;
  }>;
}

function watch(session: CDPSession, workers: WorkerHeapProbe, longTasks: number[]): Watch {
  longTasks.length = 0;
  let peakHeapMb = 0;
  let peakWorkerHeapMb = 0;
  let peakRendererMb = 0;
  const stopped = new AbortController();
  const sampling = (async () => {
    while (!stopped.signal.aborted) {
      const { usedSize } = await session.send('Runtime.getHeapUsage').catch(() => ({ usedSize: 0 }));
      peakHeapMb = Math.max(peakHeapMb, usedSize / 1024 / 1024);
      peakWorkerHeapMb = Math.max(peakWorkerHeapMb, (await workers.usedBytes()) / 1024 / 1024);
      peakRendererMb = Math.max(peakRendererMb, rendererMegabytes());
      await new Promise((resolve) => setTimeout(resolve, sampleEveryMs));
    }
  })();
  return {
    longTasks,
    async stop() {
      stopped.abort();
      await sampling;
      return {
        longestTaskMs: Math.max(0, ...longTasks),
        tasksOver200: longTasks.filter((duration) => duration > 200).length,
        peakHeapMb,
        peakWorkerHeapMb,
        peakRendererMb,
      };
    },
  };
}

async function newContext(browser: Browser, baseUrl: string, longTasks: number[]) {
  const context: BrowserContext = await browser.newContext({
    baseURL: baseUrl,
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
  });
  await context.exposeBinding('__benchLongTask', (_source, duration: number) => {
    longTasks.push(duration);
  });
  await context.addInitScript(watchLongTasks);
  await skipPrivacyNotice(context);
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  return { context, page, session };
}

async function openDataSettings(page: Page) {
  await page.goto('/#settings/data');
  return page.getByRole('region', { name: 'Data and storage' });
}

/** Clicks Export and saves every part the app offers; resolves when the panel says it is done. */
async function exportAll(page: Page, directory: string): Promise<string[]> {
  const region = await openDataSettings(page);
  const saved: Promise<string>[] = [];
  const onDownload = (download: Download) => {
    const target = path.join(directory, download.suggestedFilename());
    saved.push(download.saveAs(target).then(() => target));
  };
  page.on('download', onDownload);
  await region.getByRole('button', { name: 'Export', exact: true }).click();
  await region
    .getByRole('status')
    .filter({ hasText: /Export saved (as|in)/ })
    .waitFor({ timeout: 600_000 });
  page.off('download', onDownload);
  return Promise.all(saved);
}

/** Chooses the files through the Import button, accepts the confirm step, and reloads when done. */
/** The import's two halves: reading and converting (until the confirm step), then writing. */
interface ImportPhases {
  readAndConvertMs: number;
  writeMs: number;
}

async function importFiles(page: Page, files: string[]): Promise<ImportPhases> {
  const region = await openDataSettings(page);
  const chooser = page.waitForEvent('filechooser');
  await region.getByRole('button', { name: 'Import', exact: true }).click();
  await (await chooser).setFiles(files);
  const chosenAt = Date.now();
  const dialog = page.getByRole('dialog', { name: 'Import data' });
  const confirm = dialog.getByRole('button', { name: 'Import', exact: true });
  await confirm.waitFor({ timeout: 600_000 }).catch(async (error: unknown) => {
    // What the dialog said instead (a problem, nothing to import) is the useful part of the failure.
    await mkdir(resultsDirectory, { recursive: true });
    await page.screenshot({ path: path.join(resultsDirectory, 'data-portability-failure.png') });
    throw error;
  });
  const confirmedAt = Date.now();
  await confirm.click();
  await dialog.getByText('Import complete. Confab reloads to show everything.').waitFor({ timeout: 600_000 });
  const writtenAt = Date.now();
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Reload' }).click()]);
  return { readAndConvertMs: confirmedAt - chosenAt, writeMs: writtenAt - confirmedAt };
}

/**
 * Issue #15's aims: export and import of 10,000 chats × 20 messages (under 10 s and 20 s), memory
 * bounded, the page never blocked over 200 ms, and a 50 MB ChatGPT export that imports.
 */
export async function measureDataPortability(browser: Browser, baseUrl: string): Promise<void> {
  const directory = await mkdtemp(path.join(tmpdir(), 'confab-bench-data-'));
  const longTasks: number[] = [];
  const workers = workerHeapProbe(browser);
  try {
    const source = await newContext(browser, baseUrl, longTasks);
    await source.page.goto('/');
    await source.page.getByRole('textbox', { name: 'Message' }).waitFor();
    await source.page.evaluate(seedHistory);
    await openDataSettings(source.page);
    const exportWatch = watch(source.session, workers, longTasks);
    const exportStarted = Date.now();
    const parts = await exportAll(source.page, directory);
    const exportMs = Date.now() - exportStarted;
    const exportCost = await exportWatch.stop();
    console.log(`data-portability: exported ${String(parts.length)} part(s) in ${String(exportMs)} ms`);
    let exportBytes = 0;
    for (const part of parts) exportBytes += (await stat(part)).size;
    await source.context.close();

    const target = await newContext(browser, baseUrl, longTasks);
    await target.page.goto('/');
    await target.page.getByRole('textbox', { name: 'Message' }).waitFor();
    const importWatch = watch(target.session, workers, longTasks);
    const importStarted = Date.now();
    const importPhases = await importFiles(target.page, parts);
    const importMs = Date.now() - importStarted;
    const importCost = await importWatch.stop();
    console.log(`data-portability: imported them in ${String(importMs)} ms`);
    const restored = await target.page.evaluate<{ chats: number; messages: number }>(countRecords);
    await target.context.close();

    const chatGPTFile = path.join(directory, 'conversations.json');
    const conversations = await writeChatGPTExport(chatGPTFile, chatGPTBytes);
    const vendor = await newContext(browser, baseUrl, longTasks);
    await vendor.page.goto('/');
    await vendor.page.getByRole('textbox', { name: 'Message' }).waitFor();
    const vendorWatch = watch(vendor.session, workers, longTasks);
    const vendorStarted = Date.now();
    const vendorPhases = await importFiles(vendor.page, [chatGPTFile]);
    const vendorMs = Date.now() - vendorStarted;
    const vendorCost = await vendorWatch.stop();
    const vendorRecords = await vendor.page.evaluate<{ chats: number; messages: number }>(countRecords);
    await vendor.context.close();

    await reportFigures(
      'data-portability',
      [
        {
          name: `export ${String(historyChatCount)} chats × ${String(historyMessagesPerChat)}`,
          value: exportMs,
          unit: 'ms',
          budget: 10_000,
        },
        {
          name: 'export: longest main-thread task',
          value: exportCost.longestTaskMs,
          unit: 'ms',
          budget: 200,
        },
        { name: 'export: peak main-thread JS heap', value: exportCost.peakHeapMb, unit: 'MiB', budget: 300 },
        {
          name: 'export: peak renderer memory (page + workers, RSS)',
          value: exportCost.peakRendererMb,
          unit: 'MiB',
        },
        { name: 'export: file size', value: exportBytes / 1024 / 1024, unit: 'MiB' },
        { name: 'import of that export (file chosen → reload)', value: importMs, unit: 'ms', budget: 20_000 },
        {
          name: 'import: read and convert (in the worker)',
          value: importPhases.readAndConvertMs,
          unit: 'ms',
        },
        { name: 'import: write (one transaction)', value: importPhases.writeMs, unit: 'ms' },
        {
          name: 'import: longest main-thread task',
          value: importCost.longestTaskMs,
          unit: 'ms',
          budget: 200,
        },
        { name: 'import: peak main-thread JS heap', value: importCost.peakHeapMb, unit: 'MiB', budget: 300 },
        { name: 'import: peak worker JS heap', value: importCost.peakWorkerHeapMb, unit: 'MiB', budget: 300 },
        {
          name: 'import: peak renderer memory (page + workers, RSS)',
          value: importCost.peakRendererMb,
          unit: 'MiB',
        },
        { name: 'import: chats restored', value: restored.chats, unit: 'chats' },
        { name: 'ChatGPT 50 MB import (file chosen → reload)', value: vendorMs, unit: 'ms' },
        {
          name: 'ChatGPT import: longest main-thread task',
          value: vendorCost.longestTaskMs,
          unit: 'ms',
          budget: 200,
        },
        { name: 'ChatGPT import: peak worker JS heap', value: vendorCost.peakWorkerHeapMb, unit: 'MiB' },
        { name: 'ChatGPT import: peak renderer memory (RSS)', value: vendorCost.peakRendererMb, unit: 'MiB' },
      ],
      {
        parts: parts.map((part) => path.basename(part)),
        restored,
        chatGPT: { bytes: chatGPTBytes, conversations, stored: vendorRecords, phases: vendorPhases },
        tasksOver200: {
          export: exportCost.tasksOver200,
          import: importCost.tasksOver200,
          chatGPT: vendorCost.tasksOver200,
        },
      },
    );
  } finally {
    await workers.close();
    await rm(directory, { recursive: true, force: true });
  }
}

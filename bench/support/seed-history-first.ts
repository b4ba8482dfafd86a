import type { BrowserContext, Page } from '@playwright/test';
import { seedHistory } from './history-page.ts';

/** Vite names every worker chunk `<name>.worker-<hash>.js`. */
const workerScript = /\/assets\/[^/]*\.worker-[^/]*\.js$/;

/**
 * Writes the generated history into the app's database on the page's origin, with the app's worker
 * scripts refused during that load: an app that keeps its search index across loads must not index
 * the empty store first and then be handed 10,000 chats behind its back (they were written straight
 * into IndexedDB, not through its storage engine). Its next start finds no index and builds one from
 * everything, as after an upgrade. Returns the time the writes took, in ms.
 */
export async function seedHistoryBeforeIndexing(context: BrowserContext, page: Page): Promise<number> {
  await context.route(workerScript, (route) => route.abort());
  try {
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Message' }).waitFor();
    return await page.evaluate<number>(seedHistory);
  } finally {
    await context.unroute(workerScript);
  }
}

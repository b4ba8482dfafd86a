import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { skipPrivacyNotice } from '../../e2e/support/privacy-notice.ts';
import { watchSidebar } from './history-page.ts';

export interface BenchContext {
  context: BrowserContext;
  page: Page;
  session: CDPSession;
}

/**
 * A fresh context on the app's origin (empty HTTP cache, no service worker) whose pages run
 * `watchSidebar` from their start, with a CDP session reading main-thread metrics.
 */
export async function newBenchContext(browser: Browser, baseUrl: string): Promise<BenchContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
  });
  await context.addInitScript(watchSidebar);
  await skipPrivacyNotice(context);
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Performance.enable');
  return { context, page, session };
}

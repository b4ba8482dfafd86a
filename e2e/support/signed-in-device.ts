import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { readLoginCode, type SmtpInbox } from '@confab/test-kit/smtp-inbox';
import type { RunningServer } from './start-server.ts';

export interface Device {
  context: BrowserContext;
  page: Page;
}

export interface SignInOptions {
  server: RunningServer;
  inbox: SmtpInbox;
  email: string;
  /** Runs on the new page before the app loads, e.g. to route its requests. */
  beforeLoad?: (page: Page) => Promise<unknown>;
  /** Off to watch the first sync itself; on, the device is returned once it finished. */
  waitForFirstSync?: boolean;
}

/**
 * A browser signed in to `email` on a server of the test's own (the code read from its SMTP inbox),
 * on Settings. By default it waits for the device's first sync: its progress dialog is modal.
 */
export async function signedInDevice(
  browser: Browser,
  { server, inbox, email, beforeLoad, waitForFirstSync = true }: SignInOptions,
): Promise<Device> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await beforeLoad?.(page);
  const before = inbox.messages.filter((mail) => mail.to.includes(email)).length;
  await page.request.post(`${server.url}/api/login`, { data: { email, useAltLogin: false } });
  const code = readLoginCode(await inbox.waitForMail(email, { afterCount: before }));
  const answer = await page.request.post(`${server.url}/api/verify`, { data: { email, code } });
  const { token } = (await answer.json()) as { token: string };
  await context.addCookies([{ name: 'confab_cloud_token', value: token, url: server.url }]);
  await page.goto(`${server.url}/#settings/cloud-sync`);
  if (waitForFirstSync) {
    const status = page.getByRole('region', { name: 'Cloud sync' }).getByRole('status');
    await expect(status).not.toHaveAttribute('data-last-sync-at', '0', { timeout: 20_000 });
  }
  return { context, page };
}

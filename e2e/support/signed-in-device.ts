import type { Browser, BrowserContext, Page } from '@playwright/test';
import { readLoginCode, type SmtpInbox } from '@confab/test-kit/smtp-inbox';
import type { RunningServer } from './start-server.ts';

export interface Device {
  context: BrowserContext;
  page: Page;
}

/** A browser signed in to `email` on a server of the test's own (the code read from its SMTP inbox), on Settings. */
export async function signedInDevice(
  browser: Browser,
  { server, inbox, email }: { server: RunningServer; inbox: SmtpInbox; email: string },
): Promise<Device> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const before = inbox.messages.filter((mail) => mail.to.includes(email)).length;
  await page.request.post(`${server.url}/api/login`, { data: { email, useAltLogin: false } });
  const code = readLoginCode(await inbox.waitForMail(email, { afterCount: before }));
  const answer = await page.request.post(`${server.url}/api/verify`, { data: { email, code } });
  const { token } = (await answer.json()) as { token: string };
  await context.addCookies([{ name: 'confab_cloud_token', value: token, url: server.url }]);
  await page.goto(`${server.url}/#settings`);
  return { context, page };
}

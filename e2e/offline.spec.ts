import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { testChromiumLaunchOptions } from './support/chromium.ts';
import { test, expect } from './support/test.ts';

// The config blocks service workers for speed; this spec is about them.
test.use({ serviceWorkers: 'allow' });

test('the service worker caches the shell so the app opens offline', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Workspace' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEditable();
  await page.goto('/#settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await context.setOffline(false);
});

test('the web app manifest makes the app installable', async ({ baseURL }) => {
  // Test contexts are incognito, where Chromium never offers installation; a persistent profile is not.
  const userDataDirectory = await mkdtemp(path.join(tmpdir(), 'confab-install-'));
  const context = await chromium.launchPersistentContext(userDataDirectory, testChromiumLaunchOptions);
  try {
    const page = await context.newPage();
    await page.goto(baseURL ?? '/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const session = await context.newCDPSession(page);
    const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = await page.evaluate(async () => {
      const response = await fetch('/manifest.webmanifest');
      return (await response.json()) as { name: string; start_url: string; display: string };
    });
    expect(manifest).toMatchObject({ name: 'Confab', start_url: '/', display: 'standalone' });
  } finally {
    await context.close();
    await rm(userDataDirectory, { recursive: true, force: true });
  }
});

import { defineConfig } from '@playwright/test';
import { testChromiumLaunchOptions } from './e2e/support/chromium.ts';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/playwright-artifacts',
  use: {
    browserName: 'chromium',
    launchOptions: testChromiumLaunchOptions,
    screenshot: 'only-on-failure',
    // Tracing every test roughly doubles the CPU an e2e run needs on a two-core machine; turn it on
    // for a local investigation with PLAYWRIGHT_TRACE=retain-on-failure.
    trace: process.env.PLAYWRIGHT_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    // Precaching the app shell costs every fresh context a second of CPU; only the offline spec needs it.
    serviceWorkers: 'block',
  },
});

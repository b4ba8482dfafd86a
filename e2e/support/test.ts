import { test as base, expect } from '@playwright/test';
import { startMockProvider, type MockProvider } from '@confab/test-kit';
import { skipPrivacyNotice } from './privacy-notice.ts';

interface ConfabFixtures {
  /** Set to false in the spec about the first-run privacy notice. */
  privacyNoticeSkipped: boolean;
  /** A mock AI provider of this test's own, so parallel tests never consume each other's scripts. */
  mockProvider: MockProvider;
}

export const test = base.extend<ConfabFixtures>({
  // The server listens on a port chosen at start, known only after global setup ran.
  baseURL: async ({ baseURL }, use) => {
    await use(process.env.CONFAB_BASE_URL ?? baseURL);
  },
  privacyNoticeSkipped: [true, { option: true }],
  context: async ({ context, privacyNoticeSkipped }, use) => {
    if (privacyNoticeSkipped) await skipPrivacyNotice(context);
    await use(context);
  },
  mockProvider: async ({}, use) => {
    const mockProvider = await startMockProvider({ port: 0 });
    await use(mockProvider);
    await mockProvider.close();
  },
});

export { expect };

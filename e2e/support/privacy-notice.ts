import type { BrowserContext } from '@playwright/test';

/**
 * Every page of the context starts as if the person had chosen local-only storage and asked to be
 * remembered, so the first-run privacy notice stays out of tests about something else. Storage key
 * and meaning: apps/web/src/features/onboarding/privacy-choice.ts.
 */
export async function skipPrivacyNotice(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    localStorage.setItem('confab.privacyNotice.rememberedAt', String(Date.now()));
  });
}

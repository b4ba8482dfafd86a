import type { Page } from '@playwright/test';
import type { MockProvider } from '@confab/test-kit';
import { configureMockProviders } from './configure-providers.ts';

/** Opens the chat screen with every provider style pointed at the mock provider, on one model. */
export async function openChatWithMock(
  page: Page,
  mockProvider: MockProvider,
  model = 'gpt-4o-mini',
): Promise<void> {
  await configureMockProviders(page, mockProvider.url);
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Model' }).selectOption(model);
}

/** The assistant messages of the open conversation. */
export function answers(page: Page) {
  return page.getByRole('log', { name: 'Conversation' }).getByRole('article', { name: 'Assistant message' });
}

import { expect, test } from './support/test.ts';
import { answers } from './support/chat-page.ts';
import { configureMockProviders } from './support/configure-providers.ts';
import { sendMessage } from './support/composer.ts';
import { saveScreenshot } from './support/screenshots.ts';

test.use({ viewport: { width: 1280, height: 800 } });

test('suggested keywords appear under an answer as DuckDuckGo searches and survive a reload', async ({
  page,
  mockProvider,
}) => {
  await configureMockProviders(page, mockProvider.url, { styles: ['openai'] });
  await page.goto('/#settings/chat-behaviour');
  const section = page.getByRole('region', { name: 'Chat behaviour' });
  await section.getByRole('switch', { name: 'Suggest search keywords' }).check();
  await section.getByRole('combobox', { name: 'Search engine for keywords' }).selectOption('ddg');
  await expect(section.getByRole('combobox', { name: 'Search engine for keywords' })).toHaveValue('ddg');
  await saveScreenshot(page, 'suggested-keywords-settings');
  // In-app navigation: a page load right after a change could cut the settings write short.
  await page.getByRole('link', { name: 'Chat', exact: true }).click();
  await page.getByRole('combobox', { name: 'Model' }).selectOption('gpt-4o-mini');

  // Only the keyword request (it carries the keyword instruction) gets the array; the answer and the
  // title get the mock's default reply.
  mockProvider.script({
    text: '["Kyoto temples", "Zen gardens", "Kyoto temples"]',
    match: { userText: 'short web search keywords' },
  });
  await sendMessage(page, 'Tell me about Kyoto');
  await expect(answers(page)).toContainText('Mock reply to: Tell me about Kyoto');
  const searches = page.getByRole('navigation', { name: 'Suggested searches' });
  const link = searches.getByRole('link', { name: 'Search: Kyoto temples' });
  await expect(link).toHaveAttribute('href', 'https://duckduckgo.com/?q=Kyoto%20temples');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(searches.getByRole('link')).toHaveCount(2);
  await saveScreenshot(page, 'suggested-keywords-chat');

  await page.reload();
  await expect(
    page
      .getByRole('navigation', { name: 'Suggested searches' })
      .getByRole('link', { name: 'Search: Zen gardens' }),
  ).toHaveAttribute('href', 'https://duckduckgo.com/?q=Zen%20gardens');
});

import type { Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { answers, openChatWithMock } from './support/chat-page.ts';
import { configureMockProviders } from './support/configure-providers.ts';
import { sendMessage } from './support/composer.ts';

// The two built-ins that reach the network with the person's own settings: image generation (the
// OpenAI-style images route of the mock provider) and web search (Google's API, stood in for by a
// routed answer). The model is the mock, asking for the tool in the real OpenAI wire format.

async function enableTool(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Plugins', exact: true }).click();
  const picker = page.getByRole('group', { name: 'Plugins for new chats' });
  await picker.getByRole('checkbox', { name }).check();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
}

test('the model asks for an image: it is made with the OpenAI key, stored, and shown in the chat', async ({
  page,
  mockProvider,
}) => {
  await openChatWithMock(page, mockProvider, 'gpt-4o-mini');
  await enableTool(page, 'Image generation');
  mockProvider.script({
    toolCalls: [
      { name: 'generate_image', input: { prompt: 'A red fox in the snow', orientation: 'landscape' } },
    ],
    match: { afterToolResults: false },
  });
  await sendMessage(page, 'Draw me a fox');
  await expect(answers(page)).toContainText('Mock reply to tool results:');

  const imageCall = mockProvider.requests.find((request) => request.endpoint === 'images');
  expect(imageCall).toMatchObject({
    path: '/v1/images/generations',
    headers: { authorization: 'Bearer sk-test-openai' },
    body: { model: 'gpt-image-1', prompt: 'A red fox in the snow', n: 1, size: '1536x1024' },
  });
  // The model read a short text naming the stored image, never the picture's bytes.
  const [result] = mockProvider.requests.filter((request) => request.stream).at(-1)?.toolResults ?? [];
  expect(result?.content).toContain('"imageID"');
  expect(result?.content.length).toBeLessThan(1000);

  const image = answers(page).getByRole('img', { name: 'Generated image: A red fox in the snow' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(64);
  await page.screenshot({ path: test.info().outputPath('web-tools-image.png') });

  await page.reload();
  await expect(
    answers(page).getByRole('img', { name: 'Generated image: A red fox in the snow' }),
  ).toBeVisible();
});

test('web search uses the Google engine id and key from Chat behaviour; the answer gets the results', async ({
  page,
  mockProvider,
}) => {
  const searches: URL[] = [];
  await page.route('https://www.googleapis.com/customsearch/v1?**', async (route) => {
    searches.push(new URL(route.request().url()));
    await route.fulfill({
      json: {
        items: [
          {
            title: 'Confab release notes',
            link: 'https://confab.example/releases',
            snippet: 'Version 2 adds tools.',
          },
          { title: 'Not a web page', link: 'javascript:alert(1)', snippet: 'dropped' },
        ],
      },
      headers: { 'access-control-allow-origin': '*' },
    });
  });
  await configureMockProviders(page, mockProvider.url);
  await page.goto('/#settings/chat-behaviour');
  const section = page.getByRole('region', { name: 'Chat behaviour' });
  const search = section.getByRole('group', { name: 'Web search' });
  await expect(search.getByRole('combobox', { name: 'Search engine' })).toHaveValue('google');
  await search.getByRole('textbox', { name: 'Search engine ID' }).fill('cx-confab');
  await search.getByLabel('Search API key').fill('AIza-search-key');
  await search.getByRole('button', { name: 'Save search API key' }).click();
  await expect(search).toContainText('Saved: ••••-key');
  await search.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('web-tools-settings.png') });

  // In-app navigation: a page load right after typing could cut the engine id's write short.
  await page.getByRole('link', { name: 'Chat', exact: true }).click();
  await page.getByRole('combobox', { name: 'Model' }).selectOption('gpt-4o-mini');
  await enableTool(page, 'Web search');
  mockProvider.script({
    toolCalls: [{ name: 'web_search', input: { query: 'confab release notes', count: 3 } }],
    match: { afterToolResults: false },
  });
  await sendMessage(page, 'What is new in Confab?');
  await expect(answers(page)).toContainText('Mock reply to tool results:');
  await expect(answers(page)).toContainText('https://confab.example/releases');
  await expect(answers(page)).not.toContainText('javascript:');
  expect(Object.fromEntries(searches[0]?.searchParams ?? [])).toEqual({
    key: 'AIza-search-key',
    cx: 'cx-confab',
    q: 'confab release notes',
    num: '3',
  });
  const step = answers(page)
    .getByRole('list', { name: 'Tool calls' })
    .getByRole('listitem')
    .filter({ hasText: 'Web search' });
  await step.locator('summary').click();
  await expect(step).toContainText('Version 2 adds tools.');
  await page.screenshot({ path: test.info().outputPath('web-tools-search.png') });
});

test('web search through a SearXNG address needs no key', async ({ page, mockProvider }) => {
  const searches: string[] = [];
  await page.route('https://searx.confab.test/**', async (route) => {
    searches.push(route.request().url());
    await route.fulfill({
      json: {
        results: [{ title: 'Self-hosted result', url: 'https://selfhosted.example/', content: 'Found it.' }],
      },
      headers: { 'access-control-allow-origin': '*' },
    });
  });
  await configureMockProviders(page, mockProvider.url, { styles: ['openai'] });
  await page.goto('/#settings/chat-behaviour');
  const search = page
    .getByRole('region', { name: 'Chat behaviour' })
    .getByRole('group', { name: 'Web search' });
  await search.getByRole('combobox', { name: 'Search engine' }).selectOption('searxng');
  await search.getByRole('textbox', { name: 'SearXNG address' }).fill('https://searx.confab.test');
  await expect(search.getByRole('textbox', { name: 'Search engine ID' })).toBeHidden();
  await search.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('web-tools-settings-searxng.png') });

  await page.getByRole('link', { name: 'Chat', exact: true }).click();
  await page.getByRole('combobox', { name: 'Model' }).selectOption('gpt-4o-mini');
  await enableTool(page, 'Web search');
  mockProvider.script({
    toolCalls: [{ name: 'web_search', input: { query: 'self hosting' } }],
    match: { afterToolResults: false },
  });
  await sendMessage(page, 'Search my server');
  await expect(answers(page)).toContainText('https://selfhosted.example/');
  expect(searches).toEqual(['https://searx.confab.test/search?q=self+hosting&format=json']);
});

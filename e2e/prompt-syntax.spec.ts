import type { Page } from '@playwright/test';
import type { MockProvider } from '@confab/test-kit';
import { test, expect } from './support/test.ts';
import { configureMockProviders } from './support/configure-providers.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { sendMessage } from './support/composer.ts';

async function openChat(page: Page, mockProvider: MockProvider): Promise<void> {
  await configureMockProviders(page, mockProvider.url);
  await page.goto('/#settings/chat-behaviour');
  // Titles would add requests of their own; these tests look at the answers only.
  await page.getByRole('switch', { name: 'Automatic chat titles' }).uncheck();
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Model' }).selectOption('gpt-4o-mini');
}

const userMessages = (page: Page) => page.getByRole('article', { name: 'User message' });
const answerRequests = (mockProvider: MockProvider) =>
  mockProvider.requests.filter((request) => request.stream);

test.describe('prompt syntax at send time', () => {
  test('blanks open a fill-in form before sending, and cancelling keeps the draft', async ({
    page,
    mockProvider,
  }) => {
    await openChat(page, mockProvider);
    await sendMessage(page, 'Write a haiku about {{topic}} in {{language}}');
    const form = page.getByRole('dialog', { name: 'Fill in the prompt' });
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'Write a haiku about {{topic}} in {{language}}',
    );
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(form.getByRole('button', { name: 'Send' })).toBeDisabled();
    await form.getByRole('textbox', { name: 'topic' }).fill('rain');
    await form.getByRole('textbox', { name: 'language' }).fill('French');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(userMessages(page)).toHaveText([/^Write a haiku about rain in French/]);
    await expect(page.getByRole('article', { name: 'Assistant message' })).toContainText(
      'Mock reply to: Write a haiku about rain in French',
    );
  });

  test('built-in variables are filled from the clock', async ({ page, mockProvider }) => {
    await openChat(page, mockProvider);
    await sendMessage(page, 'Today is {local_date}, a {weekday}.');
    const year = String(new Date().getFullYear());
    await expect(userMessages(page)).toContainText(year);
    await expect(userMessages(page)).not.toContainText('{local_date}');
    await expect(userMessages(page)).not.toContainText('{weekday}');
  });

  test('four dashes split a prompt into a queue sent in order with the configured delay', async ({
    page,
    mockProvider,
  }) => {
    await configureMockProviders(page, mockProvider.url);
    await page.goto('/#settings/chat-behaviour');
    await page.getByRole('switch', { name: 'Automatic chat titles' }).uncheck();
    await page.getByRole('spinbutton', { name: 'Delay between queued messages (seconds)' }).fill('1');
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Model' }).selectOption('gpt-4o-mini');
    await sendMessage(page, 'First part\n----\nSecond part\n----\nThird part');
    await expect(userMessages(page)).toHaveText([/^First part/, /^Second part/, /^Third part/]);
    await expect(page.getByRole('article', { name: 'Assistant message' })).toHaveCount(3);
    await expect(page.getByRole('article', { name: 'Assistant message' }).last()).toContainText(
      'Mock reply to: Third part',
    );
    const requests = answerRequests(mockProvider);
    const lastUserText = (index: number) =>
      JSON.stringify((requests[index]?.body as { messages: unknown[] }).messages.at(-1));
    expect([0, 1, 2].map(lastUserText)).toEqual([
      expect.stringContaining('First part'),
      expect.stringContaining('Second part'),
      expect.stringContaining('Third part'),
    ]);
    const gap = (requests[1]?.time ?? 0) - (requests[0]?.time ?? 0);
    expect(gap).toBeGreaterThanOrEqual(1000);
  });

  test('an @-mention hands the reply to that agent and its model', async ({ page, mockProvider }) => {
    await configureMockProviders(page, mockProvider.url);
    await page.goto('/#agents');
    const proofreader = page
      .getByRole('main')
      .getByRole('article', { name: 'Proofreader', exact: true })
      .first();
    await proofreader.getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit agent' });
    await editor.getByRole('combobox', { name: 'Agent model' }).selectOption('claude-3-5-haiku-latest');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toBeHidden();
    await page.goto('/#settings/chat-behaviour');
    await page.getByRole('switch', { name: 'Automatic chat titles' }).uncheck();
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Model' }).selectOption('gpt-4o-mini');
    await sendMessage(page, '@[Proofreader] please check: their going home');
    await expect(page.getByRole('article', { name: 'Assistant message' })).toContainText('Mock reply to');
    const request = answerRequests(mockProvider).at(-1);
    expect(request?.style).toBe('anthropic');
    expect(JSON.stringify(request?.body)).toContain('You are a careful proofreader');
  });
});

test('chatting with an agent uses its model, instructions, welcome message and starters', async ({
  page,
  mockProvider,
}) => {
  await configureMockProviders(page, mockProvider.url);
  await page.goto('/#agents');
  const proofreader = page
    .getByRole('main')
    .getByRole('article', { name: 'Proofreader', exact: true })
    .first();
  await proofreader.getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit agent' });
  await editor.getByRole('combobox', { name: 'Agent model' }).selectOption('gemini-2.0-flash');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await proofreader.getByRole('button', { name: 'Chat', exact: true }).click();
  await expect(page).toHaveURL(/#chat=/);
  await expect(page.getByText('with Proofreader')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Assistant message' })).toContainText('Paste your text');
  const starters = page.getByRole('list', { name: 'Conversation starters' });
  await starters.getByRole('button', { name: 'Check this paragraph for grammar mistakes' }).click();
  await expect(starters).toBeHidden();
  await expect(page.getByRole('article', { name: 'Assistant message' }).last()).toContainText(
    'Mock reply to: Check this paragraph for grammar mistakes',
  );
  const request = mockProvider.requests.find((candidate) => candidate.stream);
  expect(request?.style).toBe('gemini');
  expect(JSON.stringify(request?.body)).toContain('You are a careful proofreader');
  await page.goto('/#agents');
  await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Last used' });
  // Chatting set lastUsedAt, so the Proofreader now leads its category under "Last used".
  await expect(
    page.getByRole('main').getByRole('region', { name: 'Writing' }).getByRole('article').first(),
  ).toHaveAccessibleName('Proofreader');
});

test('the prompt picker inserts saved prompts, several as a queue, and "/" opens it', async ({
  page,
  mockProvider,
}) => {
  await configureMockProviders(page, mockProvider.url);
  await page.goto('/#prompts');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await page.getByRole('link', { name: 'Chat', exact: true }).click();
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.press('/');
  const picker = page.getByRole('dialog', { name: 'Insert prompts' });
  await expect(picker).toBeVisible();
  await expect(composer).toHaveValue('');
  await picker.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Insert prompt' }).click();
  await picker.getByRole('searchbox', { name: 'Search saved prompts' }).fill('regular expression');
  await expect(picker.getByRole('checkbox')).toHaveCount(1);
  await picker.getByRole('checkbox').check();
  await picker.getByRole('searchbox', { name: 'Search saved prompts' }).fill('');
  await picker.getByRole('checkbox', { checked: false }).first().check();
  await saveScreenshot(page, 'prompt-picker-1280x720');
  await picker.getByRole('button', { name: 'Insert 2 prompts' }).click();
  await expect(picker).toBeHidden();
  await expect(composer).toHaveValue(/\n----\n/);
});

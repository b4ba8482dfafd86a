import type { Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { answers, openChatWithMock } from './support/chat-page.ts';
import { sendMessage } from './support/composer.ts';

// Built-in tools end to end: the composer's Plugins picker offers them, the model (the mock, in the
// real wire formats) calls them, the app runs them and the answer shows each call as a step.

async function enableTools(page: Page, names: string[]): Promise<void> {
  await page.getByRole('button', { name: 'Plugins', exact: true }).click();
  const picker = page.getByRole('group', { name: 'Plugins for new chats' });
  for (const name of names) await picker.getByRole('checkbox', { name }).check();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
}

/** A tool step: the list item whose collapsed summary names the tool. */
function step(page: Page, name: string) {
  return answers(page)
    .getByRole('list', { name: 'Tool calls' })
    .getByRole('listitem')
    .filter({ hasText: name });
}

test('an OpenAI-style model calls the calculator; the step shows the result and survives a reload', async ({
  page,
  mockProvider,
}) => {
  await openChatWithMock(page, mockProvider, 'gpt-4o-mini');
  await enableTools(page, ['Calculator']);
  mockProvider.script({
    toolCalls: [{ name: 'calculator', input: { expression: '6 * 7' } }],
    match: { afterToolResults: false },
  });
  await sendMessage(page, 'What is six times seven?');
  await expect(answers(page)).toContainText('Mock reply to tool results: 42');
  expect(mockProvider.requests.find((request) => request.stream)?.tools).toEqual(['calculator']);

  const calculator = step(page, 'Calculator');
  await expect(calculator).toBeVisible();
  // Collapsed by default: the arguments and result appear only once opened.
  await expect(calculator.getByText('"6 * 7"')).toBeHidden();
  await page.screenshot({ path: '/tmp/toolsui-step-collapsed.png' });
  await calculator.locator('summary').click();
  await expect(calculator.getByText('"expression": "6 * 7"')).toBeVisible();
  await expect(calculator.locator('pre').last()).toHaveText('42');
  await page.screenshot({ path: '/tmp/toolsui-step-expanded.png' });

  await page.reload();
  await expect(answers(page)).toContainText('Mock reply to tool results: 42');
  const reloaded = step(page, 'Calculator');
  await reloaded.locator('summary').click();
  await expect(reloaded.locator('pre').last()).toHaveText('42');
});

test('an Anthropic-style model calls two tools at once; a tool error reaches the model and shows as failed', async ({
  page,
  mockProvider,
}) => {
  await openChatWithMock(page, mockProvider, 'claude-3-5-haiku-latest');
  await enableTools(page, ['Current date and time', 'Calculator']);
  mockProvider.script({
    toolCalls: [
      { name: 'current_date_time', input: { timeZone: 'Asia/Tokyo' } },
      { name: 'calculator', input: { expression: 'evaluate("1")' } },
    ],
    match: { afterToolResults: false },
  });
  await sendMessage(page, 'What time is it in Tokyo?');
  await expect(answers(page)).toContainText('Mock reply to tool results:');
  await expect(answers(page)).toContainText('Asia/Tokyo');
  const results = mockProvider.requests.filter((request) => request.stream).at(-1)?.toolResults ?? [];
  expect(results.map((result) => result.isError)).toEqual([false, true]);

  const failed = step(page, 'Calculator');
  await expect(failed).toContainText('failed');
  await failed.locator('summary').click();
  await expect(failed).toContainText('The calculator has no function evaluate.');
  await step(page, 'Current date and time').locator('summary').click();
  await expect(step(page, 'Current date and time')).toContainText('"timeZone": "Asia/Tokyo"');

  // In the chat the picker edits this chat's own choice.
  await page.getByRole('button', { name: 'Plugins', exact: true }).click();
  await expect(
    page.getByRole('group', { name: 'Plugins in this chat' }).getByRole('checkbox', { name: 'Calculator' }),
  ).toBeChecked();
  await page.screenshot({ path: '/tmp/toolsui-picker.png' });
});

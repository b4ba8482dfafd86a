import type { Page } from '@playwright/test';
import type { MockProvider, RecordedRequest } from '@confab/test-kit';
import { test, expect } from './support/test.ts';
import { answers, openChatWithMock } from './support/chat-page.ts';
import { sendMessage } from './support/composer.ts';
import { storedRecords } from './support/seed-records.ts';

// The conversation's behaviours whose wire format differs by provider style, each against that
// style's mock endpoint: the real client code for OpenAI-, Anthropic- and Gemini-style APIs runs.
const styles = [
  // What an image attachment looks like in each style's request body.
  { style: 'openai', model: 'gpt-4o-mini', imagePart: '"image_url":{"url":"data:image/png;base64,' },
  {
    style: 'anthropic',
    model: 'claude-3-5-haiku-latest',
    imagePart: '"source":{"type":"base64","media_type":"image/png","data":"',
  },
  { style: 'gemini', model: 'gemini-2.0-flash', imagePart: '"inlineData":{"mimeType":"image/png","data":"' },
] as const;

const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The streamed answer requests (a title request is not streamed), newest last. */
function answerRequests(mockProvider: MockProvider): RecordedRequest[] {
  return mockProvider.requests.filter((request) => request.stream);
}

async function waitForAnswerEnd(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
}

for (const { style, model, imagePart } of styles) {
  test.describe(`${style}-style provider`, () => {
    test('Stop ends the answer and keeps what arrived', async ({ page, mockProvider }) => {
      await openChatWithMock(page, mockProvider, model);
      mockProvider.script({
        text: Array.from({ length: 200 }, (_, index) => `word${String(index)}`).join(' '),
        tokensPerSecond: 20,
      });
      await sendMessage(page, 'Talk for a while');
      await expect(answers(page)).toContainText('word3');
      await page.getByRole('button', { name: 'Stop' }).click();
      await mockProvider.waitFor((requests) => requests.some((request) => request.aborted));
      await waitForAnswerEnd(page);
      const kept = await answers(page).innerText();
      expect(kept).toContain('word0');
      expect(kept).not.toContain('word199');
      expect(answerRequests(mockProvider).at(-1)?.style).toBe(style);
      // The stopped answer's last write may still be in flight; a reload would abort it (docs/testing.md).
      await expect
        .poll(async () =>
          (await storedRecords(page, 'messages')).some(
            (message) => message.role === 'assistant' && String(message.content).includes('word0'),
          ),
        )
        .toBe(true);
      await page.reload();
      await expect(answers(page)).toContainText('word0');
    });

    test('an attached image and text file reach the model in its wire format', async ({
      page,
      mockProvider,
    }) => {
      await openChatWithMock(page, mockProvider, model);
      await page.locator('input[type=file]').setInputFiles([
        { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('The secret is 42.') },
        { name: 'pixel.png', mimeType: 'image/png', buffer: onePixelPng },
      ]);
      await expect(page.getByRole('list', { name: 'Attached files' })).toContainText('pixel.png');
      await sendMessage(page, 'Read the file');
      await expect(answers(page)).toContainText('Mock reply to');
      const request = answerRequests(mockProvider).at(-1);
      expect(request?.style).toBe(style);
      const body = JSON.stringify(request?.body);
      expect(body).toContain('The secret is 42.');
      expect(body).toContain(imagePart);
    });

    test('regenerate, then clear context: earlier messages are left out of the request', async ({
      page,
      mockProvider,
    }) => {
      await openChatWithMock(page, mockProvider, model);
      await sendMessage(page, 'Remember the word apple');
      await expect(answers(page)).toContainText('apple');
      await waitForAnswerEnd(page);
      // Not for the title request the first exchange sends once its answer is stored.
      mockProvider.script({ text: 'A second take on apple', match: { stream: true } });
      await answers(page).getByRole('button', { name: 'Regenerate' }).click();
      await expect(answers(page)).toContainText('A second take on apple');
      await waitForAnswerEnd(page);
      await page.getByRole('button', { name: 'Clear context' }).click();
      await expect(page.getByRole('separator')).toContainText('Context cleared');
      await sendMessage(page, 'What was the word?');
      await expect(answers(page).nth(1)).toContainText('What was the word?');
      const request = answerRequests(mockProvider).at(-1);
      expect(request?.style).toBe(style);
      const body = JSON.stringify(request?.body);
      expect(body).toContain('What was the word?');
      expect(body).not.toContain('apple');
    });
  });
}

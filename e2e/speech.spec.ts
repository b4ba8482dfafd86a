import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { toneWav, type MockProvider } from '@confab/test-kit';
import { test, expect } from './support/test.ts';
import { answers } from './support/chat-page.ts';
import { sendMessage } from './support/composer.ts';
import { testChromiumLaunchOptions } from './support/chromium.ts';
import { seedRecords } from './support/seed-records.ts';

// Voice in and speech out against the mock provider. Chromium's fake microphone plays a WAV made
// here (no binary in git); the mock transcribes any recording and answers speech with real MP3 bytes.
const fakeMicrophoneFile = path.join(tmpdir(), `confab-speech-${process.pid}.wav`);
writeFileSync(fakeMicrophoneFile, toneWav({ seconds: 2 }));

test.use({
  launchOptions: {
    ...testChromiumLaunchOptions,
    args: [
      ...(testChromiumLaunchOptions.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${fakeMicrophoneFile}`,
      // The speech audio starts after its fetch, when the click's activation may have lapsed on a slow machine.
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

const openAIKey = 'sk-test-openai';

/** The OpenAI key and the mock's chat and transcription endpoints, stored as the key forms would. */
async function pointAtMock(page: Page, mockProvider: MockProvider): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  const now = Date.now();
  const setting = (key: string, value: unknown) => ({ key, value, updatedAt: now, syncedAt: null });
  await seedRecords(page, {
    settings: [
      setting('apiKeys.openai', openAIKey),
      setting('endpoints.chatCompletions', `${mockProvider.url}/v1/chat/completions`),
      setting('endpoints.speechTranscription', `${mockProvider.url}/v1/audio/transcriptions`),
    ],
  });
  await page.reload();
}

test('voice input: the microphone records, the mock transcribes, the text lands in the composer', async ({
  page,
  mockProvider,
}) => {
  await pointAtMock(page, mockProvider);
  mockProvider.script({ endpoint: 'transcriptions', text: 'Hello from the fake microphone' });
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.fill('Dictated:');

  await page.getByRole('button', { name: 'Voice input' }).click();
  const stop = page.getByRole('button', { name: 'Stop recording' });
  await expect(stop).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Recording…' })).toBeAttached();
  await page.waitForTimeout(400);
  await stop.click();

  await expect(composer).toHaveValue('Dictated: Hello from the fake microphone');
  await expect(page.getByRole('button', { name: 'Voice input' })).toBeEnabled();
  const [call] = mockProvider.requests.filter((request) => request.endpoint === 'transcriptions');
  expect(call).toMatchObject({
    path: '/v1/audio/transcriptions',
    headers: { authorization: `Bearer ${openAIKey}` },
    body: { model: 'whisper-1', file: { type: expect.stringMatching(/^audio\//) as unknown } },
  });
  expect((call?.body as { file: { size: number } }).file.size).toBeGreaterThan(500);
});

test('read-aloud: chosen in Settings, an answer is spoken through the speech endpoint with the popup', async ({
  page,
  mockProvider,
}) => {
  await pointAtMock(page, mockProvider);
  await page.goto('/#settings');
  const section = page.getByRole('region', { name: 'Text-to-speech' });
  // Settings may show one page at a time: then the page is a link in its navigation.
  const link = page
    .getByRole('navigation', { name: 'Settings' })
    .getByRole('link', { name: 'Text-to-speech' });
  await expect(section.or(link).first()).toBeVisible();
  if (!(await section.isVisible())) await link.click();
  await section.getByRole('combobox', { name: 'Speech source' }).selectOption('OpenAI text-to-speech');
  await section.getByRole('combobox', { name: 'Voice' }).selectOption('nova');
  await expect(section.getByRole('switch', { name: 'Show the Read aloud button on answers' })).toBeChecked();

  await page.goto('/');
  await page.getByRole('combobox', { name: 'Model' }).selectOption('gpt-4o-mini');
  mockProvider.script({ text: 'Sunny with a **light** breeze.' });
  await sendMessage(page, 'Weather?');
  await expect(answers(page)).toContainText('Sunny with a light breeze.');

  await answers(page).getByRole('button', { name: 'Read aloud' }).click();
  const popup = page.getByRole('dialog', { name: 'Text to speech' });
  await expect(popup.getByRole('status')).toHaveText('Reading aloud');
  await expect(popup).toContainText('Sunny with a light breeze.');
  const speech = mockProvider.requests.find((request) => request.endpoint === 'speech');
  expect(speech).toMatchObject({
    path: '/v1/audio/speech',
    status: 200,
    headers: { authorization: `Bearer ${openAIKey}` },
    body: { model: 'tts-1', voice: 'nova', input: 'Sunny with a light breeze.', response_format: 'mp3' },
  });

  await popup.getByRole('button', { name: 'Pause' }).click();
  await expect(popup.getByRole('status')).toHaveText('Paused');
  await popup.getByRole('button', { name: 'Stop' }).click();
  await expect(popup).toBeHidden();
  await expect(answers(page).getByRole('button', { name: 'Read aloud' })).toBeVisible();
});

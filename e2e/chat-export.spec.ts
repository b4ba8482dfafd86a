import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import type { MockProvider } from '@confab/test-kit';
import { test, expect } from './support/test.ts';
import { configureMockProviders } from './support/configure-providers.ts';
import { sendMessage } from './support/composer.ts';
import { saveScreenshot, screenshotVariantSkip } from './support/screenshots.ts';

// Raw HTML in an answer must stay text in every format: nothing of it may run or become markup.
const hostileAnswer =
  'Lisbon is **lovely**. <script>window.__pwned = 1</script> <img src="x" onerror="window.__pwned = 2"> "quoted"';
const chatTitle = 'Trip plan';

/** Sends one prompt and waits until the answer and the generated title are stored; returns the chat id. */
async function chatWithAnswer(page: Page, mockProvider: MockProvider): Promise<string> {
  await configureMockProviders(page, mockProvider.url);
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Model' }).selectOption('gpt-4o-mini');
  mockProvider.script({ text: hostileAnswer }, { text: chatTitle });
  await sendMessage(page, 'Where should I go?');
  const answer = page
    .getByRole('log', { name: 'Conversation' })
    .getByRole('article', { name: 'Assistant message' });
  await expect(answer).toContainText('Lisbon is lovely.');
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: chatTitle })).toBeVisible();
  const chatID = /#chat=([^&]+)/.exec(page.url())?.[1];
  if (!chatID) throw new Error(`no chat id in ${page.url()}`);
  return decodeURIComponent(chatID);
}

async function openShareDialog(page: Page) {
  await page.getByRole('button', { name: 'Share chat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share chat' });
  await expect(dialog.getByRole('button', { name: 'Markdown' })).toBeEnabled();
  return dialog;
}

async function downloadOf(
  page: Page,
  click: () => Promise<void>,
): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const filePath = await download.path();
  return { download, text: await readFile(filePath, 'utf8') };
}

test.describe('share a chat', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('downloads fine-tune JSON, HTML and Markdown under the spec’s names', async ({
    page,
    mockProvider,
  }) => {
    const chatID = await chatWithAnswer(page, mockProvider);
    const dialog = await openShareDialog(page);

    const fineTune = await downloadOf(page, () =>
      dialog.getByRole('button', { name: 'Fine-tune JSON' }).click(),
    );
    expect(fineTune.download.suggestedFilename()).toBe(`messages-${chatID}.json`);
    expect(JSON.parse(fineTune.text)).toEqual({
      messages: [
        { role: 'user', content: 'Where should I go?' },
        { role: 'assistant', content: hostileAnswer },
      ],
    });

    const html = await downloadOf(page, () =>
      dialog.getByRole('button', { name: 'HTML', exact: true }).click(),
    );
    expect(html.download.suggestedFilename()).toBe(`chat-${chatID}.html`);
    expect(html.text).toContain(`<title>${chatTitle}</title>`);
    expect(html.text).toContain('&lt;script&gt;window.__pwned = 1&lt;/script&gt;');
    expect(html.text).toContain('&lt;img src=&quot;x&quot; onerror=&quot;window.__pwned = 2&quot;&gt;');
    expect(html.text).not.toMatch(/<script|<img/i);

    const markdown = await downloadOf(page, () => dialog.getByRole('button', { name: 'Markdown' }).click());
    expect(markdown.download.suggestedFilename()).toBe(`chat-${chatID}.md`);
    expect(markdown.text).toMatch(/^# Trip plan\n/);
    expect(markdown.text).toContain('### User\n\nWhere should I go?\n\n### Assistant · gpt-4o-mini\n\n');
    expect(markdown.text).toContain(hostileAnswer);

    // The downloaded page opened in the browser runs nothing and shows the markup as text.
    await page.goto(`data:text/html;charset=utf-8,${encodeURIComponent(html.text)}`);
    await expect(page.getByRole('heading', { level: 1, name: chatTitle })).toBeVisible();
    await expect(page.locator('body')).toContainText('<script>window.__pwned = 1</script>');
    expect(await page.evaluate('window.__pwned')).toBeUndefined();
  });

  test('copies the chat as text and says Copied for two seconds', async ({
    page,
    mockProvider,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
    await chatWithAnswer(page, mockProvider);
    await page.getByRole('button', { name: 'Clear context' }).click();
    await expect(page.getByRole('log', { name: 'Conversation' }).getByRole('separator')).toBeVisible();
    const dialog = await openShareDialog(page);
    await dialog.getByRole('button', { name: 'Copy as text' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText('Copied');
    const clipboard = await page.evaluate<string>('navigator.clipboard.readText()');
    expect(clipboard).toBe(
      `${chatTitle}\n\nUser:\nWhere should I go?\n\nAssistant:\n${hostileAnswer}\n\n--- Context cleared ---\n`,
    );
    await expect(dialog.getByRole('button', { name: 'Copy as text' })).toBeVisible({ timeout: 4000 });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Share chat' })).toBeFocused();
  });

  test('a new chat has nothing to share', async ({ page, mockProvider }) => {
    await configureMockProviders(page, mockProvider.url);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Share chat' })).toBeDisabled();
  });
});

test.describe('print view', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('opens from the dialog, renders the chat safely and prints once', async ({
    page,
    mockProvider,
    context,
  }) => {
    await context.addInitScript(
      'window.__printCalls = 0; window.print = () => { window.__printCalls += 1; };',
    );
    const chatID = await chatWithAnswer(page, mockProvider);
    const dialog = await openShareDialog(page);
    const [printPage] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Print / save as PDF' }).click(),
    ]);
    await printPage.waitForLoadState();
    expect(new URL(printPage.url()).pathname).toBe('/share-pdf');
    expect(new URL(printPage.url()).searchParams.get('id')).toBe(chatID);

    await expect(printPage.getByRole('heading', { level: 1, name: chatTitle })).toBeVisible();
    await expect(printPage.locator('time')).toBeVisible();
    await expect(printPage.getByRole('article', { name: 'User message' })).toContainText(
      'Where should I go?',
    );
    const answer = printPage.getByRole('article', { name: 'Assistant message' });
    await expect(answer.locator('strong')).toHaveText('lovely');
    await expect(answer).toContainText('<script>window.__pwned = 1</script>');
    await expect(answer.locator('script, img')).toHaveCount(0);
    await printPage.waitForFunction('window.__printCalls === 1');
    expect(await printPage.evaluate('window.__pwned')).toBeUndefined();
    // No app chrome: no sidebar, no composer.
    await expect(printPage.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
    await expect(printPage.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
    await saveScreenshot(printPage, 'share-pdf-1280x800');
    await printPage.emulateMedia({ media: 'print' });
    await expect(printPage.getByRole('button', { name: 'Print / save as PDF' })).toBeHidden();
    await saveScreenshot(printPage, 'share-pdf-print-media');
    // Printed once, however long the page stays open.
    expect(await printPage.evaluate('window.__printCalls')).toBe(1);
    // The screen view follows the theme; printing always uses light colours (checked above).
    await printPage.emulateMedia({ media: 'screen', colorScheme: 'dark' });
    await printPage.reload();
    await expect(printPage.getByRole('heading', { level: 1, name: chatTitle })).toBeVisible();
    await saveScreenshot(printPage, 'share-pdf-1280x800-dark');
  });

  test('an unknown id says the chat was not found and does not print', async ({ page }) => {
    await page.addInitScript('window.__printCalls = 0; window.print = () => { window.__printCalls += 1; };');
    await page.goto('/share-pdf?id=no-such-chat');
    await expect(page.getByRole('heading', { level: 1, name: 'Chat not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: '← Back to Confab' })).toBeVisible();
    expect(await page.evaluate('window.__printCalls')).toBe(0);
  });
});

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`share dialog looks right at ${String(width)}x${String(height)} in the ${colorScheme} theme`, async ({
      page,
      mockProvider,
    }) => {
      test.skip(...screenshotVariantSkip(width, colorScheme));
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme });
      await chatWithAnswer(page, mockProvider);
      await openShareDialog(page);
      await saveScreenshot(page, `share-dialog-${String(width)}x${String(height)}-${colorScheme}`);
    });
  }
}

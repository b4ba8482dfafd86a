import { test, expect } from './support/test.ts';
import { answers, openChatWithMock } from './support/chat-page.ts';
import { sendMessage } from './support/composer.ts';
import { saveScreenshot } from './support/screenshots.ts';

test.describe('deceptive text', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a link whose text names another host shows the real destination and asks before leaving', async ({
    page,
    mockProvider,
    context,
  }) => {
    await context.route('https://paypal.com.evil.example/**', (route) =>
      route.fulfill({ contentType: 'text/plain', body: 'elsewhere' }),
    );
    await openChatWithMock(page, mockProvider);
    mockProvider.script({
      text: 'Log in at [paypal.com](https://paypal.com.evil.example/login) or read [example.com](https://example.com/).',
    });
    await sendMessage(page, 'Where do I log in?');
    const answer = answers(page);
    await expect(answer).toContainText('(goes to paypal.com.evil.example)');
    // An honest link stays an ordinary link.
    await expect(answer.getByRole('link', { name: 'example.com' })).toHaveAttribute(
      'href',
      'https://example.com/',
    );

    const opened: string[] = [];
    context.on('page', (opener) => opened.push(opener.url()));
    await answer.getByRole('link', { name: 'paypal.com' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open this link?' });
    await expect(dialog).toContainText('https://paypal.com.evil.example/login');
    await saveScreenshot(page, 'deceptive-link-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(opened).toEqual([]);

    await answer.getByRole('link', { name: 'paypal.com' }).click();
    const [destination] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Open link' }).click(),
    ]);
    await expect(destination).toHaveURL('https://paypal.com.evil.example/login');
  });

  test('a chat title with a right-to-left override shows a marker in the sidebar, the header and the document title', async ({
    page,
    mockProvider,
    context,
  }) => {
    await context.addInitScript('window.print = () => {};');
    await openChatWithMock(page, mockProvider);
    mockProvider.script({ text: 'Here it is.' }, { text: 'Invoice \u202Efdp.exe' });
    await sendMessage(page, 'Name this chat');
    const shownTitle = 'Invoice ⟨U+202E⟩fdp.exe';
    await expect(
      page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: shownTitle }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: shownTitle })).toBeVisible();
    await saveScreenshot(page, 'bidi-title-marker');

    await page.getByRole('button', { name: 'Share chat' }).click();
    const [printPage] = await Promise.all([
      context.waitForEvent('page'),
      page
        .getByRole('dialog', { name: 'Share chat' })
        .getByRole('button', { name: 'Print / save as PDF' })
        .click(),
    ]);
    await expect(printPage.getByRole('heading', { level: 1, name: shownTitle })).toBeVisible();
    await expect(printPage).toHaveTitle(shownTitle);
  });
});

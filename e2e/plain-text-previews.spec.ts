import { test, expect } from './support/test.ts';
import { answers, openChatWithMock } from './support/chat-page.ts';
import { sendMessage } from './support/composer.ts';

test.describe('chat titles and previews', () => {
  test('a title and a preview written in Markdown show as plain words in the sidebar', async ({
    page,
    mockProvider,
  }) => {
    await openChatWithMock(page, mockProvider);
    // The answer, then the automatic title request.
    mockProvider.script({ text: 'Hi there.' }, { text: '**Hello** # World' });
    await sendMessage(page, '# Plan\n\n**Pack** the [bags](https://example.com) `now`');
    await expect(answers(page)).toContainText('Hi there.');

    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const chat = sidebar.getByRole('link', { name: /Hello World/ });
    await expect(chat).toBeVisible();
    await expect(chat).toContainText('Plan Pack the bags now');
    await expect(chat).not.toContainText('**');
    await expect(chat).not.toContainText('#');
    await expect(page.getByRole('heading', { name: 'Hello World', level: 1 })).toBeVisible();
  });
});

import { test, expect } from './support/test.ts';
import { answers, openChatWithMock } from './support/chat-page.ts';
import { configureMockProviders } from './support/configure-providers.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { sendMessage } from './support/composer.ts';
import { storedSetting } from './support/seed-records.ts';

test.describe('conversation', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('streams an answer, lists the chat and keeps it after a reload', async ({ page, mockProvider }) => {
    await openChatWithMock(page, mockProvider);
    mockProvider.script({ text: 'Hello from the **mock** provider.', tokensPerSecond: 4 });
    await sendMessage(page, 'Say hello');
    const log = page.getByRole('log', { name: 'Conversation' });
    await expect(log.getByRole('article', { name: 'User message' })).toContainText('Say hello');
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
    await expect(answers(page)).toContainText('Hello from the mock provider.');
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    await expect(page).toHaveURL(/#chat=/);
    // Saving the keys tested them; the streamed request is the answer, a non-streaming one the title.
    const request = mockProvider.requests.find((candidate) => candidate.stream);
    expect(request?.style).toBe('openai');
    expect(request?.stream).toBe(true);
    await expect(answers(page)).toContainText(/\d+ in · \d+ out/);
    await expect(
      page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: /Say hello/ }),
    ).toBeVisible();
    await saveScreenshot(page, 'chat-answer-1280x800');
    await page.reload();
    await expect(answers(page)).toContainText('Hello from the mock provider.');
  });

  test('a long answer keeps the view at its end until the reader scrolls up', async ({
    page,
    mockProvider,
  }) => {
    await openChatWithMock(page, mockProvider);
    const paragraphs = Array.from(
      { length: 120 },
      (_, index) => `Paragraph ${index} with **bold** words and $x^2$ in it.`,
    );
    mockProvider.script({ text: paragraphs.join('\n\n') });
    await sendMessage(page, 'A long one at full speed');
    await expect(answers(page)).toContainText('Paragraph 119');
    const log = page.getByRole('log', { name: 'Conversation' });
    const distanceToEnd = () =>
      log.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight);
    await expect.poll(distanceToEnd).toBeLessThan(2);

    // Not for the title request the first exchange sends once its answer is stored.
    mockProvider.script({ text: paragraphs.join('\n\n'), tokensPerSecond: 150, match: { stream: true } });
    await sendMessage(page, 'The same, slowly');
    await expect(answers(page).last()).toContainText('Paragraph 3');
    await log.hover();
    await page.mouse.wheel(0, -400);
    await expect.poll(distanceToEnd).toBeGreaterThan(200);
    const scrollTop = () => log.evaluate((element) => element.scrollTop);
    // A wheel may scroll smoothly: wait until the view has come to rest where the reader left it.
    let readingAt = await scrollTop();
    await expect
      .poll(async () => {
        const previous = readingAt;
        readingAt = await scrollTop();
        return readingAt === previous;
      })
      .toBe(true);
    await expect(answers(page).last()).toContainText('Paragraph 40');
    expect(await scrollTop()).toBe(readingAt);
    await page.getByRole('button', { name: 'Stop' }).click();
  });

  test('an answer with a diagram, a formula and code is drawn in the chat', async ({
    page,
    mockProvider,
  }) => {
    await openChatWithMock(page, mockProvider);
    mockProvider.script({
      text: [
        'The flow:',
        '```mermaid\ngraph LR\n  Draft --> Review --> Publish\n```',
        'The area is $\\pi r^2$.',
        '```ts\nconst area = (r: number) => Math.PI * r ** 2;\n```',
      ].join('\n\n'),
    });
    await sendMessage(page, 'Show me the flow');
    const answer = answers(page);
    // The diagram is drawn by its sandboxed frame and shown in the page as a sanitised SVG.
    const diagram = answer.getByRole('img', { name: /diagram/i });
    await expect(diagram.locator('svg')).toBeVisible();
    await expect(diagram).toContainText('Review');
    await expect(page.locator('iframe[title="Diagram renderer"]')).toHaveAttribute(
      'sandbox',
      'allow-scripts',
    );
    await expect(answer.locator('.katex')).toBeVisible();
    await expect(answer.locator('code .hljs-keyword').first()).toHaveText('const');
    await saveScreenshot(page, 'chat-answer-diagram-formula-code');
  });

  test('regenerate keeps both answers behind a branch navigator', async ({ page, mockProvider }) => {
    await openChatWithMock(page, mockProvider);
    // The answers are streamed and the automatic title is not: each script goes to its own request,
    // whether Regenerate is pressed before or after the title request goes out.
    mockProvider.script(
      { text: 'First answer', match: { stream: true } },
      { text: 'Question title', match: { stream: false } },
      { text: 'Second answer', match: { stream: true } },
    );
    await sendMessage(page, 'Question');
    await expect(answers(page)).toContainText('First answer');
    await answers(page).getByRole('button', { name: 'Regenerate' }).click();
    await expect(answers(page)).toContainText('Second answer');
    const alternatives = answers(page).getByRole('group', { name: 'Alternatives' });
    await expect(alternatives).toContainText('2 / 2');
    await alternatives.getByRole('button', { name: 'Previous alternative' }).click();
    await expect(answers(page)).toContainText('First answer');
    await expect(alternatives).toContainText('1 / 2');
  });

  test('editing a prompt answers it again and keeps the original as an alternative', async ({
    page,
    mockProvider,
  }) => {
    await openChatWithMock(page, mockProvider);
    await sendMessage(page, 'Original prompt');
    await expect(answers(page)).toContainText('Mock reply to: Original prompt');
    const prompt = page.getByRole('article', { name: 'User message' });
    await prompt.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Edit message' }).fill('Edited prompt');
    await page.getByRole('button', { name: 'Save and send' }).click();
    await expect(answers(page)).toContainText('Mock reply to: Edited prompt');
    await expect(prompt.getByRole('group', { name: 'Alternatives' })).toContainText('2 / 2');
  });

  test('an answer can be corrected in place, copied and deleted', async ({ page, context, mockProvider }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openChatWithMock(page, mockProvider);
    await sendMessage(page, 'Hi');
    await expect(answers(page)).toContainText('Mock reply to: Hi');
    await answers(page).getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Edit message' }).fill('A corrected answer');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(answers(page)).toContainText('A corrected answer');
    await answers(page).getByRole('button', { name: 'Copy' }).click();
    await expect(answers(page).getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('A corrected answer');
    await answers(page).getByRole('button', { name: 'Delete' }).click();
    await expect(answers(page)).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'User message' })).toHaveCount(1);
  });

  test('fork copies the conversation up to a message into a new chat', async ({ page, mockProvider }) => {
    await openChatWithMock(page, mockProvider);
    await sendMessage(page, 'One');
    await expect(answers(page)).toContainText('Mock reply to: One');
    await sendMessage(page, 'Two');
    await expect(answers(page).nth(1)).toContainText('Mock reply to: Two');
    const originalURL = page.url();
    await answers(page).first().getByRole('button', { name: 'Fork from here' }).click();
    await expect(page).not.toHaveURL(originalURL);
    await expect(answers(page)).toHaveCount(1);
    await expect(page.getByRole('article', { name: 'User message' })).toHaveText(/One/);
    // The copy is told apart from the original in the sidebar.
    const chats = page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link');
    await expect(chats.filter({ hasText: ' (fork)' })).toHaveCount(1);
    await page.goBack();
    await expect(answers(page)).toHaveCount(2);
  });

  test('clear context hides earlier messages from the model', async ({ page, mockProvider }) => {
    await openChatWithMock(page, mockProvider);
    await sendMessage(page, 'Remember the word apple');
    await expect(answers(page)).toContainText('apple');
    await page.getByRole('button', { name: 'Clear context' }).click();
    await expect(page.getByRole('separator')).toContainText('Context cleared');
    await sendMessage(page, 'What was the word?');
    await expect(answers(page).nth(1)).toContainText('What was the word?');
    const body = mockProvider.requests.at(-1)?.body as { messages: { role: string; content: unknown }[] };
    expect(JSON.stringify(body.messages)).not.toContain('apple');
  });

  test('several models answer one prompt side by side and one is chosen', async ({ page, mockProvider }) => {
    await openChatWithMock(page, mockProvider);
    await page.getByRole('button', { name: 'Compare models' }).click();
    await page.getByRole('button', { name: 'Models for this prompt' }).click();
    const picker = page.getByRole('group', { name: 'Models for this prompt' });
    await picker
      .getByRole('checkbox', { name: /Claude/ })
      .first()
      .check();
    await sendMessage(page, 'Compare');
    const columns = answers(page).getByRole('region');
    await expect(columns).toHaveCount(2);
    await expect(columns.nth(0)).toContainText('Mock reply to: Compare');
    await expect(columns.nth(1)).toContainText('Mock reply to: Compare');
    const styles = mockProvider.requests
      .filter((request) => request.stream)
      .map((request) => request.style)
      .sort();
    expect(styles).toEqual(['anthropic', 'openai']);
    await columns.nth(1).getByRole('button', { name: 'Use this answer' }).click();
    await expect(columns.nth(1)).toContainText('Answer used in the conversation');
    await saveScreenshot(page, 'chat-multi-model-1280x800');
  });

  for (const [style, model] of [
    ['anthropic', 'claude-3-5-haiku-latest'],
    ['gemini', 'gemini-2.0-flash'],
  ] as const) {
    test(`talks to a ${style}-style model`, async ({ page, mockProvider }) => {
      await openChatWithMock(page, mockProvider, model);
      mockProvider.script({ text: `A ${style} answer`, reasoning: 'Thinking it through' });
      await sendMessage(page, 'Hello');
      await expect(answers(page)).toContainText(`A ${style} answer`);
      expect(mockProvider.requests.at(-1)?.style).toBe(style);
      const reasoning = answers(page).getByText('Reasoning');
      await expect(reasoning).toBeVisible();
      await reasoning.click();
      await expect(answers(page)).toContainText('Thinking it through');
    });
  }

  test('a provider error is shown and the partial answer is kept', async ({ page, mockProvider }) => {
    await openChatWithMock(page, mockProvider);
    mockProvider.script({ failure: { status: 401 } });
    await sendMessage(page, 'Hello');
    await expect(answers(page).getByRole('alert')).toContainText('The answer stopped');
  });

  test('a new chat gets a title from its first exchange', async ({ page, mockProvider }) => {
    await openChatWithMock(page, mockProvider);
    mockProvider.script({ text: 'Kyoto has many temples.' }, { text: '"Temples of Kyoto."' });
    await sendMessage(page, 'Tell me about Kyoto');
    await expect(page.getByRole('heading', { name: 'Temples of Kyoto', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Temples of Kyoto/ })).toBeVisible();
  });

  test('a chat system message and parameters are sent with the request', async ({ page, mockProvider }) => {
    await openChatWithMock(page, mockProvider);
    await sendMessage(page, 'First');
    await expect(answers(page)).toContainText('Mock reply to: First');
    await page.getByRole('button', { name: 'Chat settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chat settings' });
    await dialog.getByRole('textbox', { name: 'System message' }).fill('Answer like a pirate.');
    await dialog.getByRole('spinbutton', { name: 'Temperature' }).fill('0.3');
    await dialog.getByRole('spinbutton', { name: 'Top P' }).fill('0.9');
    await dialog.getByRole('spinbutton', { name: 'Frequency penalty' }).fill('0.5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await sendMessage(page, 'Second');
    await expect(answers(page).nth(1)).toContainText('Mock reply to: Second');
    const body = mockProvider.requests.at(-1)?.body as {
      messages: { role: string; content: string }[];
      temperature: number;
    };
    expect(body.messages[0]).toEqual({ role: 'system', content: 'Answer like a pirate.' });
    expect(body.temperature).toBe(0.3);
    expect(body).toMatchObject({ top_p: 0.9, frequency_penalty: 0.5 });
  });

  test('a reload during an answer keeps what had arrived', async ({ page, mockProvider }) => {
    await openChatWithMock(page, mockProvider);
    mockProvider.script({
      text: Array.from({ length: 120 }, (_, index) => `part${String(index)}`).join(' '),
      tokensPerSecond: 20,
    });
    await sendMessage(page, 'Long one');
    await expect(answers(page)).toContainText('part20');
    await page.reload();
    await expect(answers(page)).toContainText('part10');
  });

  test('Settings choose the title model and prompt, or turn titles off', async ({ page, mockProvider }) => {
    await configureMockProviders(page, mockProvider.url);
    await page.goto('/#settings/chat-behaviour');
    const section = page.getByRole('region', { name: 'Chat behaviour' });
    await section.getByRole('combobox', { name: 'Title model' }).selectOption('claude-3-5-haiku-latest');
    await section.getByRole('textbox', { name: 'Title prompt' }).fill('Name this chat in three words.');
    // In-app navigation: a page load right after typing could cut the settings write short.
    await page.getByRole('link', { name: 'Chat', exact: true }).click();
    await page.getByRole('combobox', { name: 'Model' }).selectOption('gpt-4o-mini');
    await sendMessage(page, 'Hello');
    // The saved key was tested against the mock too; the title request is the one carrying the prompt.
    await mockProvider.waitFor((requests) =>
      requests.some(
        (request) =>
          request.style === 'anthropic' &&
          JSON.stringify(request.body).includes('Name this chat in three words.'),
      ),
    );

    await page.goto('/#settings/chat-behaviour');
    await page.getByRole('switch', { name: 'Automatic chat titles' }).uncheck();
    await page.getByRole('link', { name: 'Chat', exact: true }).click();
    const before = mockProvider.requests.length;
    await sendMessage(page, 'No title please');
    await expect(answers(page)).toContainText('Mock reply to: No title please');
    await page.waitForTimeout(300);
    expect(mockProvider.requests.slice(before).filter((request) => !request.stream)).toEqual([]);
    await expect(page.getByRole('heading', { name: 'New Chat', level: 1 })).toBeVisible();
  });

  test('a prompt sent the moment the chat screen opens waits for the settings and is answered', async ({
    page,
    mockProvider,
  }) => {
    await configureMockProviders(page, mockProvider.url);
    await page.goto('/#settings/chat-behaviour');
    await page.getByRole('switch', { name: 'Automatic chat titles' }).uncheck();
    const before = mockProvider.requests.length;
    // Playwright's own typing comes after the screen has read its settings; the page's script can
    // press Enter in the first task that finds the composer, while keys and models are still unread.
    await page.evaluate(async () => {
      const chatLink = [...document.querySelectorAll('a')].find((link) => link.textContent.trim() === 'Chat');
      chatLink?.click();
      let input: HTMLTextAreaElement | null = null;
      while (!input) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        input = document.querySelector<HTMLTextAreaElement>('textarea[aria-label="Message"]');
      }
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(input, 'Quick one');
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 0));
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    await expect(answers(page)).toContainText('Mock reply to: Quick one');
    await expect(page.getByText('No model can answer yet', { exact: false })).toHaveCount(0);
    // Titles were turned off; the setting was read before the prompt went out, so none is asked for.
    await page.waitForTimeout(300);
    expect(mockProvider.requests.slice(before).filter((request) => !request.stream)).toEqual([]);
  });

  test('a long chat shows the latest messages and loads earlier ones on request', async ({
    page,
    mockProvider,
  }) => {
    await configureMockProviders(page, mockProvider.url);
    await page.goto('/#settings/chat-behaviour');
    await page.getByRole('spinbutton', { name: 'Messages to load' }).fill('2');
    // A reload can abort an IndexedDB write still in flight, so the test waits for it as a person would.
    await expect.poll(() => storedSetting(page, 'chat.messagesToLoad')).toBe(2);
    await page.reload();
    await expect(page.getByRole('spinbutton', { name: 'Messages to load' })).toHaveValue('2');
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Model' }).selectOption('gpt-4o-mini');
    await sendMessage(page, 'First');
    await expect(answers(page)).toContainText('Mock reply to: First');
    await sendMessage(page, 'Second');
    await expect(answers(page)).toContainText('Mock reply to: Second');
    await page.reload();
    const log = page.getByRole('log', { name: 'Conversation' });
    await expect(log.getByRole('article')).toHaveCount(2);
    await log.getByRole('button', { name: 'Show 2 earlier messages' }).click();
    await expect(log.getByRole('article')).toHaveCount(4);
  });

  test('the sidebar lists chats, opens them and filters them by title', async ({ page, mockProvider }) => {
    await openChatWithMock(page, mockProvider);
    mockProvider.script({ text: 'About bread' }, { text: 'Sourdough basics' });
    await sendMessage(page, 'How do I bake bread?');
    await expect(page.getByRole('heading', { name: 'Sourdough basics', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'New chat' }).click();
    mockProvider.script({ text: 'About trains' }, { text: 'Railway history' });
    await sendMessage(page, 'Tell me about trains');
    await expect(page.getByRole('heading', { name: 'Railway history', level: 1 })).toBeVisible();
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const search = sidebar.getByRole('searchbox', { name: 'Search chats' });
    await search.fill('sour');
    await expect(sidebar.getByRole('link', { name: /Railway history/ })).toBeHidden();
    await sidebar.getByRole('link', { name: /Sourdough basics/ }).click();
    await expect(answers(page)).toContainText('About bread');
    await search.press('Escape');
    await expect(sidebar.getByRole('link', { name: /Railway history/ })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: /Sourdough basics/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

import type { Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { chatRow, seedRecords } from './support/seed-records.ts';
import { saveScreenshot } from './support/screenshots.ts';

/**
 * A stored answer whose rendering throws. Nothing in an answer's text does since the renderer's
 * limits (issue #20, item 2: ten thousand nested `>` used to overflow its stack), so the page gets a
 * fault of the kind any renderer bug is: the link check's `String.prototype.normalize` throws for a
 * link naming the marker. Without error boundaries it empties the whole page, again on every reload.
 */
const faultMarker = 'renderer-fault';
const crashingAnswer = `Intro line\n\nRead [the ${faultMarker} link](https://example.com/) deep`;

async function injectRendererFault(page: Page): Promise<void> {
  await page.addInitScript((marker: string) => {
    const normalize: (this: string, form?: string) => string = Reflect.get(String.prototype, 'normalize');
    Object.defineProperty(String.prototype, 'normalize', {
      configurable: true,
      writable: true,
      value(this: string, form?: string): string {
        if (this.includes(marker)) throw new TypeError('An injected renderer fault');
        return normalize.call(this, form);
      },
    });
  }, faultMarker);
}

const now = Date.now();

function storedMessage(uuid: string, chatID: string, role: string, content: string, order: number): object {
  const parentUUID = order === 0 ? null : `${chatID}-m${String(order - 1)}`;
  return { uuid, chatID, role, content, parentUUID, order, createdAt: now, updatedAt: now, syncedAt: null };
}

/** Two chats: one whose answer crashes the renderer between two good messages, one ordinary. */
async function seedCrashingChat(page: Page): Promise<void> {
  await injectRendererFault(page);
  await page.goto('/');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  const chat = (id: string, title: string, count: number) => ({
    ...chatRow({ id, chatTitle: title, updatedAt: now }),
    messageCount: count,
    currentLeafUUID: `${id}-m${String(count - 1)}`,
    lastMessageCreatedAt: now,
  });
  await seedRecords(page, {
    chats: [chat('c-crash', 'Crashing chat', 3), chat('c-other', 'Other chat', 1)],
    messages: [
      storedMessage('c-crash-m0', 'c-crash', 'user', 'Show me a deep structure', 0),
      storedMessage('c-crash-m1', 'c-crash', 'assistant', crashingAnswer, 1),
      storedMessage('c-crash-m2', 'c-crash', 'user', 'Thanks, **that** helps', 2),
      storedMessage('c-other-m0', 'c-other', 'user', 'A message in another chat', 0),
    ],
  });
}

async function expectCrashContained(page: Page): Promise<void> {
  const log = page.getByRole('log', { name: 'Conversation' });
  const notice = log.getByRole('note');
  await expect(notice).toContainText('This message could not be displayed. Its text is shown as written.');
  await expect(notice).toContainText('Intro line');
  await expect(notice).toContainText(`[the ${faultMarker} link](https://example.com/) deep`);
  // The messages around it render as Markdown, as usual.
  const articles = log.getByRole('article', { name: 'User message' });
  await expect(articles.first()).toContainText('Show me a deep structure');
  await expect(articles.last().locator('strong')).toHaveText('that');
  // The failed message keeps its actions.
  await expect(
    log.getByRole('article', { name: 'Assistant message' }).getByRole('button', { name: 'Delete' }),
  ).toBeVisible();
}

test.describe('error boundaries', () => {
  test('a message whose rendering throws shows its source and a notice; the rest keeps working, also after a reload', async ({
    page,
  }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.name));
    await seedCrashingChat(page);
    await page.goto('/#chat=c-crash');
    await expectCrashContained(page);

    await page.reload();
    await expectCrashContained(page);
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar.getByRole('link', { name: 'Other chat' })).toBeVisible();
    await saveScreenshot(page, 'error-boundary-message');

    // The sidebar opens another chat, the workspace bar another screen, and back.
    await sidebar.getByRole('link', { name: 'Other chat' }).click();
    await expect(page.getByRole('log', { name: 'Conversation' })).toContainText('A message in another chat');
    await page
      .getByRole('navigation', { name: 'Workspace' })
      .getByRole('link', { name: 'Prompts', exact: true })
      .click();
    await expect(page.getByRole('heading', { name: 'Prompt library', level: 1 })).toBeVisible();
    await sidebar.getByRole('link', { name: 'Crashing chat' }).click();
    await expectCrashContained(page);
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeEditable();
    // Caught by the boundary, the error never reached the page as uncaught.
    expect(pageErrors).toEqual([]);
  });

  test('the print view prints a message that fails to render as its source, and the rest of the chat', async ({
    page,
    context,
  }) => {
    await context.addInitScript('window.print = () => undefined;');
    await seedCrashingChat(page);
    await page.goto('/share-pdf?id=c-crash');
    await expect(page.getByRole('heading', { level: 1, name: 'Crashing chat' })).toBeVisible();
    const failed = page.getByRole('article', { name: 'Assistant message' });
    await expect(failed.getByRole('note')).toContainText('This message could not be displayed.');
    await expect(failed).toContainText('Intro line');
    await expect(page.getByRole('article', { name: 'User message' }).last().locator('strong')).toHaveText(
      'that',
    );
  });

  test('a screen that fails to load shows a notice with Try again; the sidebar and the bar keep working', async ({
    page,
  }) => {
    // A lazily loaded screen whose code cannot be fetched (offline, or a deploy replaced the file).
    const agentsChunk = /\/assets\/agents-screen-[^/]*\.js$/;
    await page.route(agentsChunk, (route) => route.abort());
    await page.goto('/');
    const workspace = page.getByRole('navigation', { name: 'Workspace' });
    await workspace.getByRole('link', { name: 'Agents', exact: true }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'This screen could not be shown.' });
    await expect(notice).toBeVisible();
    await saveScreenshot(page, 'error-boundary-screen');

    // Everything around the failed screen still works.
    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('button', { name: 'New chat' })
      .click();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await workspace.getByRole('link', { name: 'Agents', exact: true }).click();
    await expect(notice).toBeVisible();

    // Once the file can be fetched, Try again loads the screen without reloading the page.
    await page.unroute(agentsChunk);
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Agents' }).first()).toBeVisible();
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from './support/test.ts';
import { configureMockProviders } from './support/configure-providers.ts';
import { seedRecords, storedRecords } from './support/seed-records.ts';
import { answers } from './support/chat-page.ts';

/** A site of its own for initialContextURL: a text file anyone may read (CORS), and a missing one. */
async function startContextSite(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.url === '/context.txt') {
      response.setHeader('Content-Type', 'text/plain; charset=utf-8');
      response.end('The meeting is on Tuesday.');
      return;
    }
    response.statusCode = 404;
    response.end('not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const tutor = {
  id: 'a-entry-tutor',
  title: 'Entry Tutor',
  description: '',
  categories: [],
  type: 'user',
  pinned: false,
  prompt: 'You teach patiently.',
  lastUsedAt: null,
  createdAt: 1,
  updatedAt: 1,
  syncedAt: null,
};

test.describe('entry links', () => {
  test('an agent link with a title and a first message opens that chat, sends it, and leaves /', async ({
    page,
    mockProvider,
  }) => {
    await configureMockProviders(page, mockProvider.url, { styles: ['openai'] });
    await seedRecords(page, { agents: [tutor] });
    await page.goto(
      '/?agent=entry%20tutor&chatTitle=Lesson%20one&message=Hello%20tutor&send-first-message&utm_source=news&ref=friend',
    );
    await expect(answers(page)).toContainText(['Mock reply to: Hello tutor']);
    expect(new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(new URL(page.url()).hash).toMatch(/^#chat=/);
    await expect(
      page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Lesson one' }),
    ).toBeVisible();
    const sent = mockProvider.requests
      .map((recorded) => recorded.body as { messages?: { role: string; content: unknown }[] } | undefined)
      .find((body) => JSON.stringify(body?.messages ?? []).includes('Hello tutor'));
    expect(sent?.messages?.[0]).toMatchObject({ role: 'system', content: 'You teach patiently.' });
    expect(await page.evaluate(() => sessionStorage.getItem('confab.attribution'))).toBe(
      JSON.stringify([
        ['utm_source', 'news'],
        ['ref', 'friend'],
      ]),
    );
  });

  test('a message prefills, debug=true shows the log, and initialContextURL opens a chat or explains why not', async ({
    page,
  }) => {
    const site = await startContextSite();
    try {
      await page.goto('/?message=Draft%20only&debug=true&safe_mode');
      await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Draft only');
      expect(page.url()).toMatch(/\/$/);
      await page.evaluate(() => {
        console.info('probe entry for the debug log');
      });
      await page.getByRole('button', { name: 'Debug log' }).click();
      const log = page.getByRole('dialog', { name: 'Debug log' });
      await expect(log.getByText('probe entry for the debug log')).toBeVisible();
      await log.getByRole('button', { name: 'Clear' }).click();
      await expect(log.getByText('Nothing has been logged yet.')).toBeVisible();
      await log.getByRole('button', { name: 'Close' }).click();

      await page.goto(`/?initialContextURL=${encodeURIComponent(`${site.url}/context.txt`)}&chatTitle=Notes`);
      await expect(
        page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Notes' }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/#chat=/);
      const chats = await storedRecords(page, 'chats');
      expect(chats.find((chat) => chat.chatTitle === 'Notes')?.systemMessage).toBe(
        'The meeting is on Tuesday.',
      );

      await page.goto(`/?initialContextURL=${encodeURIComponent(`${site.url}/missing.txt`)}`);
      const error = page.getByRole('dialog', { name: 'Could not load the initial context' });
      await expect(error).toContainText('The site answered with status 404.');
      await error.getByRole('button', { name: 'OK' }).click();
      await expect(error).toBeHidden();
      // Debug mode lasts for the tab after the address lost debug=true.
      await expect(page.getByRole('button', { name: 'Debug log' })).toBeVisible();
    } finally {
      site.server.close();
    }
  });

  test('the site pages are real pages, and an unknown path answers 404 with a not-found page', async ({
    page,
    request,
  }) => {
    for (const path of ['/contact', '/ideas', '/terms/', '/share-pdf', '/plugin-oauth/callback']) {
      expect((await request.get(path)).status()).toBe(200);
    }
    for (const [path, heading] of [
      ['/faqs', 'Frequently asked questions'],
      ['/changelog', 'Changelog'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Chat' })).toBeVisible();
    expect((await request.get('/no/such-page')).status()).toBe(404);
    const response = await page.goto('/no/such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: '← Back to Confab' }).click();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  });
});

import type { Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { configureMockProviders } from './support/configure-providers.ts';
import { sendMessage } from './support/composer.ts';
import { saveScreenshot } from './support/screenshots.ts';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const searchbox = (page: Page) => sidebar(page).getByRole('searchbox', { name: 'Search chats' });
const results = (page: Page) => sidebar(page).getByRole('navigation', { name: 'Search results' });
const log = (page: Page) => page.getByRole('log', { name: 'Conversation' });

interface SeedSearchChat {
  id: string;
  title: string;
  tags?: { id: string; name: string }[];
  messages: string[];
  minutesAgo: number;
}

/** A long chat whose only mention of the word sits behind "Show earlier messages" (50 shown). */
const longChat: SeedSearchChat = {
  id: 's-kitchen',
  title: 'Kitchen notes',
  minutesAgo: 1,
  messages: Array.from({ length: 80 }, (_, order) =>
    order === 4
      ? 'The quokkaberry jam needs two hours on a low heat and a squeeze of lemon.'
      : `Message ${String(order)} about ordinary cooking things.`,
  ),
};

const seededChats: SeedSearchChat[] = [
  longChat,
  {
    id: 's-holiday',
    title: 'Holiday plans',
    minutesAgo: 2,
    messages: ['Where should we go in May?', 'Try Lisbon.'],
  },
  {
    id: 's-tagged',
    title: 'Weeknight dinners',
    tags: [{ id: 't-recipes', name: 'Recipes' }],
    minutesAgo: 3,
    messages: ['Something quick with rice?', 'Fried rice with whatever vegetables you have.'],
  },
  {
    id: 's-accents',
    title: 'Desserts',
    minutesAgo: 4,
    messages: ['How do I make a Crème Brûlée?', 'Bake the custard in a water bath, then torch the sugar.'],
  },
];

/**
 * Writes chats and messages straight into the app's IndexedDB the way its storage engine stores them,
 * then reloads so the app (and its search worker) reads them. Page-side code is a string: tsx's
 * __name helper does not exist inside the page.
 */
async function seedSearchChats(page: Page, chats: SeedSearchChat[]): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await page.evaluate(`(async () => {
    const chats = ${JSON.stringify(chats)};
    const now = Date.now();
    const database = await new Promise((resolve, reject) => {
      const request = indexedDB.open('confab');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    await new Promise((resolve, reject) => {
      const transaction = database.transaction(['chats', 'messages'], 'readwrite');
      for (const chat of chats) {
        const end = now - chat.minutesAgo * 60000;
        let parentUUID = null;
        chat.messages.forEach((content, order) => {
          const uuid = chat.id + '-m' + order;
          const createdAt = end - (chat.messages.length - order) * 1000;
          transaction.objectStore('messages').put({
            uuid, chatID: chat.id, role: order % 2 === 0 ? 'user' : 'assistant', content, parentUUID, order,
            createdAt, updatedAt: createdAt, syncedAt: null,
          });
          parentUUID = uuid;
        });
        const tags = chat.tags || [];
        transaction.objectStore('chats').put({
          id: chat.id, chatTitle: chat.title, tags, folderID: null, favoritedAt: null, archivedAt: null,
          preview: chat.messages[0].slice(0, 50), lastMessageCreatedAt: end, messageCount: chat.messages.length,
          currentLeafUUID: parentUUID, createdAt: end - 100000, updatedAt: end, syncedAt: null,
          tagIDs: tags.map((tag) => tag.id), activityAt: end,
        });
      }
      transaction.oncomplete = resolve;
      transaction.onerror = () => reject(transaction.error);
    });
    database.close();
  })()`);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
}

interface IndexReady {
  origin?: string;
  caughtUp?: number;
  chats?: number;
}

/** The worker's status when its index became ready, once it is (origin: snapshot or build). */
async function indexReady(page: Page): Promise<IndexReady> {
  const read = () =>
    page.evaluate<IndexReady | null>(
      `performance.getEntriesByName('confab:search-index-ready')[0]?.detail ?? null`,
    );
  await expect.poll(read, { timeout: 15_000 }).not.toBeNull();
  return (await read()) ?? {};
}

test.describe('chat search', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('finds a chat by message text only and opens it at the matching message', async ({ page }) => {
    await seedSearchChats(page, seededChats);
    await searchbox(page).fill('quokka');
    const result = results(page).getByRole('link', { name: 'Kitchen notes', exact: true });
    await expect(result).toBeVisible();
    await expect(result.locator('mark')).toHaveText('quokka');
    await expect(result).toContainText('jam needs two hours');
    await expect(results(page).getByRole('link')).toHaveCount(1);
    await saveScreenshot(page, 'search-results-1280x800');

    await result.click();
    await expect(page).toHaveURL(/#chat=s-kitchen/);
    const match = log(page).getByRole('article').filter({ hasText: 'quokkaberry jam' });
    await expect(match).toBeInViewport();
    await saveScreenshot(page, 'search-opened-message-1280x800');
  });

  test('matches titles, tag names and accents, case-insensitively', async ({ page }) => {
    await seedSearchChats(page, seededChats);
    await searchbox(page).fill('HOLI');
    await expect(results(page).getByRole('link', { name: 'Holiday plans', exact: true })).toBeVisible();

    await searchbox(page).fill('recip');
    const tagged = results(page).getByRole('link', { name: 'Weeknight dinners', exact: true });
    await expect(tagged).toBeVisible();
    await expect(tagged).toContainText('Recipes');

    await searchbox(page).fill('creme brulee');
    const dessert = results(page).getByRole('link', { name: 'Desserts', exact: true });
    await expect(dessert).toBeVisible();
    await expect(dessert.locator('mark')).toHaveText(['Crème', 'Brûlée']);

    await searchbox(page).fill('no such words anywhere');
    await expect(sidebar(page).getByText('No chat matches your search.')).toBeVisible();
  });

  test('waits for two characters and clears with Escape', async ({ page }) => {
    await seedSearchChats(page, seededChats);
    const chats = sidebar(page).getByRole('navigation', { name: 'Chats' });
    await expect(chats.getByRole('link', { name: /Kitchen notes/ })).toBeVisible();

    await searchbox(page).fill(' q ');
    // The debounce is 500 ms: after it, a one-character query still shows the chat list.
    await page.waitForTimeout(700);
    await expect(results(page)).toHaveCount(0);
    await expect(chats.getByRole('link', { name: /Holiday plans/ })).toBeVisible();

    await searchbox(page).fill('lisbon');
    await expect(results(page).getByRole('link', { name: 'Holiday plans', exact: true })).toBeVisible();
    await searchbox(page).press('Escape');
    await expect(searchbox(page)).toHaveValue('');
    await expect(results(page)).toHaveCount(0);
    await expect(chats.getByRole('link', { name: /Kitchen notes/ })).toBeVisible();
  });

  test('finds a message written after the index was built', async ({ page, mockProvider }) => {
    await configureMockProviders(page, mockProvider.url);
    await page.goto('/');
    // Build the index first, so the new chat must reach it as a change event.
    await searchbox(page).fill('anything');
    await expect(sidebar(page).getByText('No chat matches your search.')).toBeVisible();
    await searchbox(page).press('Escape');

    mockProvider.script({ text: 'Marmalade needs Seville oranges.' });
    await sendMessage(page, 'Tell me about marmalade');
    await expect(log(page).getByRole('article', { name: 'Assistant message' })).toContainText('Seville');
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();

    await searchbox(page).fill('sevil');
    const found = results(page).getByRole('link');
    await expect(found).toHaveCount(1);
    await expect(found.locator('mark')).toHaveText('Sevil');
  });

  test('looks right on a phone and in the dark theme', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await seedSearchChats(page, seededChats);
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    if (!(await sidebar(page).isVisible())) await toggle.click();
    await searchbox(page).fill('rice');
    await expect(results(page).getByRole('link', { name: 'Weeknight dinners', exact: true })).toBeVisible();
    await saveScreenshot(page, 'search-results-390x844-dark');
  });

  test('answers from the saved index after a reload and catches up with writes made while it was down', async ({
    page,
    mockProvider,
  }) => {
    await configureMockProviders(page, mockProvider.url);
    await seedSearchChats(page, seededChats);
    // The seed wrote behind the storage engine's back: if the worker of the page before the reload had
    // saved an index without these chats, the chat count makes this one build.
    const first = await indexReady(page);
    expect(first).toMatchObject({ chats: 4 });
    if (first.origin === 'build') {
      const saves = () =>
        page.evaluate<number>(`performance.getEntriesByName('confab:search-index-saved').length`);
      await expect.poll(saves).toBeGreaterThan(0);
    }

    await page.reload();
    expect(await indexReady(page)).toMatchObject({ origin: 'snapshot', caughtUp: 0, chats: 4 });
    await searchbox(page).fill('quokka');
    await expect(results(page).getByRole('link', { name: 'Kitchen notes', exact: true })).toBeVisible();
    await searchbox(page).press('Escape');

    // No search worker: the chat below is written with nobody listening for it.
    await page.route('**/search.worker*', (route) => route.abort());
    await page.reload();
    mockProvider.script({ text: 'Bergamot marmalade keeps for a year.' });
    await sendMessage(page, 'How long does marmalade keep?');
    await expect(log(page).getByRole('article', { name: 'Assistant message' })).toContainText('Bergamot');
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();

    await page.unroute('**/search.worker*');
    await page.reload();
    const ready = await indexReady(page);
    expect(ready).toMatchObject({ origin: 'snapshot', chats: 5 });
    expect(ready.caughtUp).toBeGreaterThan(0);
    await searchbox(page).fill('bergamot');
    await expect(results(page).getByRole('link')).toHaveCount(1);
    await expect(results(page).getByRole('link').locator('mark')).toHaveText('Bergamot');
  });
});

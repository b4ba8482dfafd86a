import type { Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { seedChats, type SeedChat } from './support/seed-chats.ts';
import { storedSetting } from './support/seed-records.ts';
import { saveScreenshot } from './support/screenshots.ts';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const chatList = (page: Page) => sidebar(page).getByRole('navigation', { name: 'Chats' });
const chatLinks = (page: Page) => chatList(page).getByRole('link');
const chatRow = (page: Page, title: string) =>
  chatList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title }) });

async function chooseFromChatMenu(page: Page, title: string, item: string): Promise<void> {
  await chatRow(page, title).getByRole('button', { name: 'Chat actions' }).click();
  await page
    .getByRole('menu', { name: 'Chat actions' })
    .getByRole('menuitem', { name: item, exact: true })
    .click();
}

/** The list draws only the rows in view; this scrolls it to its end. */
async function scrollListToEnd(page: Page): Promise<void> {
  await chatList(page)
    .locator('.chat-list__scroller')
    .evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
}

async function linkTitles(page: Page): Promise<string[]> {
  const titles = await chatLinks(page).locator('.chat-row__title-text').allTextContents();
  return titles;
}

const minute = 60_000;
const now = Date.now();
const basicChats: SeedChat[] = [
  {
    id: 'c-bread',
    chatTitle: 'Bread',
    preview: 'How do I bake sourdough bread at home?',
    updatedAt: now - 3 * minute,
  },
  { id: 'c-trains', chatTitle: 'Trains', preview: 'Tell me about trains', updatedAt: now - 1 * minute },
  { id: 'c-apples', chatTitle: 'apples', preview: 'Which apples keep?', updatedAt: now - 5 * minute },
  { id: 'c-untitled', chatTitle: '', preview: 'A question without a title yet', updatedAt: now - 2 * minute },
  { id: 'c-star', chatTitle: 'Zebra facts', favoritedAt: now, updatedAt: now - 9 * minute },
];

test.describe('sidebar chat list', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('lists favourites first, then the chosen sort, with New Chat and previews', async ({ page }) => {
    await seedChats(page, { chats: basicChats });
    await expect(chatLinks(page)).toHaveCount(5);
    expect(await linkTitles(page)).toEqual(['Zebra facts', 'Trains', 'New Chat', 'Bread', 'apples']);
    await expect(chatRow(page, 'Bread')).toContainText('How do I bake sourdough bread at home?');

    const sort = sidebar(page).getByRole('button', { name: 'Sort chats' });
    await sort.click();
    await page.getByRole('menuitemradio', { name: 'Oldest first' }).click();
    await expect
      .poll(() => linkTitles(page))
      .toEqual(['Zebra facts', 'apples', 'Bread', 'New Chat', 'Trains']);
    await sort.click();
    await expect(page.getByRole('menuitemradio', { name: 'Oldest first' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => linkTitles(page))
      .toEqual(['Zebra facts', 'apples', 'Bread', 'Trains', 'New Chat']);
    await sort.click();
    await page.getByRole('menuitemradio', { name: 'Title Z–A' }).click();
    await expect
      .poll(() => linkTitles(page))
      .toEqual(['Zebra facts', 'Trains', 'Bread', 'apples', 'New Chat']);
    // The sort is a setting: it survives a reload (once written; the list shows a choice at once).
    await expect.poll(() => storedSetting(page, 'sidebar.chatSort')).toBe('title-descending');
    await page.reload();
    await expect
      .poll(() => linkTitles(page))
      .toEqual(['Zebra facts', 'Trains', 'Bread', 'apples', 'New Chat']);
  });

  test('shows 20 chats, "Show more" adds 20, and the open chat is scrolled into view', async ({ page }) => {
    await seedChats(page, { generated: { count: 45, prefix: 'Paged' } });
    await expect(chatList(page).getByRole('link', { name: /^Paged chat 0\b/ })).toBeVisible();
    const more = chatList(page).getByRole('button', { name: /Show more/ });
    await expect(more).toBeHidden();
    await scrollListToEnd(page);
    await expect(more).toHaveText('Show more (25 more)');
    await more.click();
    await scrollListToEnd(page);
    await expect(more).toHaveText('Show more (5 more)');
    await more.click();
    await scrollListToEnd(page);
    await expect(more).toBeHidden();
    await expect(chatList(page).getByRole('link', { name: /^Paged chat 44\b/ })).toBeVisible();

    // Opened by address, a chat far down the list is still shown and scrolled into view.
    await page.goto('/#chat=Paged-38');
    await page.reload();
    const opened = chatList(page).getByRole('link', { name: /^Paged chat 38\b/ });
    await expect(opened).toBeInViewport();
    await expect(opened).toHaveAttribute('aria-current', 'page');
  });

  test('edits a title with Enter, cancels with Escape and refuses an empty one', async ({ page }) => {
    await seedChats(page, { chats: basicChats });
    await chooseFromChatMenu(page, 'Bread', 'Edit title');
    const input = sidebar(page).getByRole('textbox', { name: 'Chat title' });
    await expect(input).toBeFocused();
    await input.fill('Sourdough');
    await input.press('Enter');
    await expect(chatList(page).getByRole('link', { name: /^Sourdough/ })).toBeVisible();

    await chooseFromChatMenu(page, 'Sourdough', 'Edit title');
    await input.fill('Something else');
    await input.press('Escape');
    await expect(input).toBeHidden();
    await expect(chatList(page).getByRole('link', { name: /^Sourdough/ })).toBeVisible();

    await chooseFromChatMenu(page, 'Sourdough', 'Edit title');
    await input.fill('   ');
    await input.press('Enter');
    await expect(input).toBeVisible();
    await input.press('Escape');
    await page.reload();
    await expect(chatList(page).getByRole('link', { name: /^Sourdough/ })).toBeVisible();
  });

  test('the chat menu works from the keyboard and favourites a chat', async ({ page }) => {
    await seedChats(page, { chats: basicChats });
    const button = chatRow(page, 'apples').getByRole('button', { name: 'Chat actions' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Chat actions' });
    await expect(menu.getByRole('menuitem', { name: 'Edit title' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Favourite' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => linkTitles(page))
      .toEqual(['apples', 'Zebra facts', 'Trains', 'New Chat', 'Bread']);
    await chooseFromChatMenu(page, 'apples', 'Unfavourite');
    // An edit is activity for a chat without messages, so apples now leads the other chats.
    await expect
      .poll(() => linkTitles(page))
      .toEqual(['Zebra facts', 'apples', 'Trains', 'New Chat', 'Bread']);
  });

  test('deleting the open chat starts a new chat and leaves a tombstone', async ({ page }) => {
    await seedChats(page, { chats: basicChats });
    await chatList(page)
      .getByRole('link', { name: /^Trains/ })
      .click();
    await expect(page).toHaveURL(/#chat=c-trains/);
    await chooseFromChatMenu(page, 'Trains', 'Delete');
    await expect(chatList(page).getByRole('link', { name: /^Trains/ })).toBeHidden();
    await expect(page).not.toHaveURL(/c-trains/);
    const tombstones: unknown = await page.evaluate(`new Promise((resolve, reject) => {
      const opening = indexedDB.open('confab');
      opening.onerror = () => reject(opening.error);
      opening.onsuccess = () => {
        const request = opening.result.transaction('tombstones').objectStore('tombstones').getAll();
        request.onsuccess = () => { resolve(request.result.map((row) => row.table + ':' + row.id)); opening.result.close(); };
      };
    })`);
    expect(tombstones).toContain('chats:c-trains');
  });

  test('tags are added in a popup, coloured by name, and filter the list', async ({ page }) => {
    await seedChats(page, { chats: basicChats });
    await chooseFromChatMenu(page, 'Bread', 'Tags…');
    const dialog = page.getByRole('dialog', { name: 'Tags' });
    await dialog.getByRole('textbox', { name: 'New tag' }).fill('Cooking');
    await dialog.getByRole('button', { name: 'Add tag' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Cooking' })).toBeChecked();
    await dialog.getByRole('textbox', { name: 'New tag' }).fill('Weekend');
    await dialog.getByRole('textbox', { name: 'New tag' }).press('Enter');
    await expect(dialog.getByRole('checkbox', { name: 'Weekend' })).toBeChecked();
    await saveScreenshot(page, 'sidebar-tags-dialog-1280x800');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    await chooseFromChatMenu(page, 'apples', 'Tags…');
    await dialog.getByRole('checkbox', { name: 'Cooking' }).check();
    await dialog.getByRole('button', { name: 'Done' }).click();

    await sidebar(page).getByRole('button', { name: 'Filter by tag' }).click();
    const filter = sidebar(page).getByRole('group', { name: 'Filter by tag' });
    await filter.getByRole('checkbox', { name: 'Weekend' }).check();
    await expect.poll(() => linkTitles(page)).toEqual(['Bread']);
    await filter.getByRole('checkbox', { name: 'Weekend' }).uncheck();
    await filter.getByRole('checkbox', { name: 'Cooking' }).check();
    // Tagging counts as activity for chats without messages: apples was tagged last.
    await expect.poll(() => linkTitles(page)).toEqual(['apples', 'Bread']);
    await filter.getByRole('button', { name: 'Clear tags' }).click();
    await expect(chatLinks(page)).toHaveCount(5);

    // The same name gives the same colour on every chat.
    const dots = chatList(page).locator('.chat-row__tag-dot[title="Cooking"]');
    await expect(dots).toHaveCount(2);
    const colours = await dots.evaluateAll((elements) =>
      elements.map((element) => getComputedStyle(element).backgroundColor),
    );
    expect(new Set(colours).size).toBe(1);
  });

  test('archive hides a chat; the archived view lists it and unarchives it', async ({ page }) => {
    await seedChats(page, { chats: basicChats });
    await chooseFromChatMenu(page, 'Bread', 'Archive');
    await expect(chatList(page).getByRole('link', { name: /^Bread/ })).toBeHidden();
    const archivedToggle = sidebar(page).getByRole('button', { name: 'Archived chats' });
    await archivedToggle.click();
    await expect(archivedToggle).toHaveAttribute('aria-pressed', 'true');
    await expect(sidebar(page).getByRole('heading', { name: 'Archived chats' })).toBeVisible();
    await expect.poll(() => linkTitles(page)).toEqual(['Bread']);
    await chatRow(page, 'Bread').getByRole('button', { name: 'Chat actions' }).click();
    const menu = page.getByRole('menu', { name: 'Chat actions' });
    await expect(menu.getByRole('menuitem', { name: 'Favourite' })).toHaveCount(0);
    await menu.getByRole('menuitem', { name: 'Unarchive' }).click();
    await expect(sidebar(page).getByText('No archived chats.')).toBeVisible();
    await archivedToggle.click();
    await expect(chatList(page).getByRole('link', { name: /^Bread/ })).toBeVisible();
  });

  test('Export downloads the chat and Share opens the share popup', async ({ page }) => {
    await seedChats(page, {
      chats: [{ id: 'c-export', chatTitle: 'Exported', preview: 'Hello there', withMessage: true }],
    });
    const downloading = page.waitForEvent('download');
    await chooseFromChatMenu(page, 'Exported', 'Export');
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/_chats\.json$/);
    await chooseFromChatMenu(page, 'Exported', 'Share…');
    const dialog = page.getByRole('dialog', { name: 'Share chat' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('exporting a chat without messages says there is nothing to export', async ({ page }) => {
    await seedChats(page, { chats: basicChats });
    await chooseFromChatMenu(page, 'Bread', 'Export');
    await expect(sidebar(page).getByRole('alert').filter({ hasText: 'Nothing to export' })).toBeVisible();
  });

  test('another open tab follows renames, archiving and new projects', async ({ page, context }) => {
    await seedChats(page, { chats: basicChats });
    const other = await context.newPage();
    await other.goto('/');
    await expect(chatList(other).getByRole('link', { name: /^Bread/ })).toBeVisible();
    await chooseFromChatMenu(page, 'Bread', 'Edit title');
    await sidebar(page).getByRole('textbox', { name: 'Chat title' }).fill('Rye bread');
    await sidebar(page).getByRole('textbox', { name: 'Chat title' }).press('Enter');
    await expect(chatList(other).getByRole('link', { name: /^Rye bread/ })).toBeVisible();
    await chooseFromChatMenu(page, 'Trains', 'Archive');
    await expect(chatList(other).getByRole('link', { name: /^Trains/ })).toBeHidden();
    await sidebar(page).getByRole('button', { name: 'New project' }).click();
    await sidebar(page).getByRole('textbox', { name: 'Project name' }).fill('Shared');
    await sidebar(page).getByRole('textbox', { name: 'Project name' }).press('Enter');
    await expect(chatList(other).getByRole('button', { name: 'Shared', exact: true })).toBeVisible();
  });

  test('a search of two characters or more replaces the list; Escape brings it back', async ({ page }) => {
    await seedChats(page, { chats: basicChats });
    const search = sidebar(page).getByRole('searchbox', { name: 'Search chats' });
    await search.fill('b');
    await page.waitForTimeout(600);
    await expect(chatList(page)).toBeVisible();
    await search.fill('br');
    await expect(chatList(page)).toBeHidden();
    await search.press('Escape');
    await expect(search).toHaveValue('');
    await expect(chatList(page)).toBeVisible();
  });

  test('10,000 chats load, scroll and filter with only the visible rows drawn', async ({ page }) => {
    test.setTimeout(60_000);
    // A long list is read and checked in a worker of its own, off the page's thread.
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await seedChats(page, {
      generated: { count: 10_000, prefix: 'Bulk' },
      chats: [{ id: 'tagged', chatTitle: 'Tagged one', tags: [{ id: 't-1', name: 'Rare' }], updatedAt: 1 }],
    });
    await expect(chatList(page).getByRole('link', { name: /^Bulk chat 0\b/ })).toBeVisible();
    // Open 50 pages of the loose list (1,000 chats); only the rows in view are in the page.
    const scroller = chatList(page).locator('.chat-list__scroller');
    const more = chatList(page).getByRole('button', { name: /Show more/ });
    const toBottom = () => scrollListToEnd(page);
    for (let shown = 20; shown < 1000; shown += 20) {
      await toBottom();
      await more.click();
    }
    await toBottom();
    await expect(more).toHaveText('Show more (9001 more)');
    await expect(chatList(page).getByRole('link', { name: /^Bulk chat 999\b/ })).toBeVisible();
    expect(await chatList(page).getByRole('listitem').count()).toBeLessThan(60);
    await scroller.evaluate((element) => {
      element.scrollTop = element.scrollHeight / 2;
    });
    await expect(
      chatList(page)
        .getByRole('link', { name: /^Bulk chat 5\d\d\b/ })
        .first(),
    ).toBeVisible();
    expect(await chatList(page).getByRole('listitem').count()).toBeLessThan(60);

    await sidebar(page).getByRole('button', { name: 'Filter by tag' }).click();
    await sidebar(page)
      .getByRole('group', { name: 'Filter by tag' })
      .getByRole('checkbox', { name: 'Rare' })
      .check();
    await expect.poll(() => linkTitles(page)).toEqual(['Tagged one']);
    expect(workers.some((url) => url.includes('chat-list.worker'))).toBe(true);
  });
});

const showcaseChats: SeedChat[] = [
  {
    id: 's-1',
    chatTitle: 'Sourdough starter schedule',
    preview: 'How often should I feed a starter?',
    folderID: 'fo-kitchen',
    tags: [{ id: 't-food', name: 'Food' }],
    updatedAt: now - minute,
  },
  {
    id: 's-2',
    chatTitle: 'Knife sharpening angles',
    preview: 'What angle for a Japanese knife?',
    folderID: 'fo-kitchen',
    updatedAt: now - 2 * minute,
  },
  {
    id: 's-3',
    chatTitle: 'Quarterly planning notes',
    preview: 'Summarise the goals for Q3',
    folderID: 'fo-work',
    tags: [
      { id: 't-work', name: 'Work' },
      { id: 't-urgent', name: 'Urgent' },
    ],
    updatedAt: now - 3 * minute,
  },
  {
    id: 's-4',
    chatTitle: 'Trip to Lisbon',
    preview: 'Three days in Lisbon: what to see?',
    favoritedAt: now,
    tags: [{ id: 't-travel', name: 'Travel' }],
    updatedAt: now - 4 * minute,
  },
  {
    id: 's-5',
    chatTitle: '',
    preview: 'Explain the difference between TCP and UDP',
    updatedAt: now - 5 * minute,
  },
  {
    id: 's-6',
    chatTitle: 'Regex for dates',
    preview: 'Match yyyy-mm-dd in JavaScript',
    tags: [{ id: 't-code', name: 'Code' }],
    updatedAt: now - 6 * minute,
  },
  {
    id: 's-7',
    chatTitle: 'Birthday gift ideas',
    preview: 'Gift for a 10 year old who likes space',
    updatedAt: now - 7 * minute,
  },
];
const showcaseFolders = [
  { id: 'fo-kitchen', title: 'Kitchen', order: 0 },
  { id: 'fo-work', title: 'Work', order: 1 },
  { id: 'fo-closed', title: 'Archive of ideas', order: 2, open: false },
];

for (const { width, height, mobile } of [
  { width: 1280, height: 800, mobile: false },
  { width: 390, height: 844, mobile: true },
]) {
  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`sidebar screenshots ${String(width)}x${String(height)} ${scheme}`, () => {
      test.use({ viewport: { width, height }, colorScheme: scheme, hasTouch: mobile, isMobile: mobile });

      test('projects, tags, favourites and the chat menu', async ({ page }) => {
        await seedChats(page, { chats: showcaseChats, folders: showcaseFolders });
        if (mobile) await page.getByRole('button', { name: 'Toggle sidebar' }).click();
        await page.locator('html').getAttribute('data-theme');
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        await expect(chatLinks(page).first()).toBeVisible();
        await sidebar(page).getByRole('button', { name: 'Filter by tag' }).click();
        const suffix = `${String(width)}x${String(height)}-${scheme}`;
        await saveScreenshot(page, `sidebar-${suffix}`);
        await chatRow(page, 'Trip to Lisbon').getByRole('button', { name: 'Chat actions' }).click();
        await expect(page.getByRole('menu', { name: 'Chat actions' })).toBeVisible();
        await saveScreenshot(page, `sidebar-menu-${suffix}`);
        await page.keyboard.press('Escape');
        await sidebar(page).getByRole('button', { name: 'Select chats' }).click();
        await saveScreenshot(page, `sidebar-select-${suffix}`);
        if (mobile) {
          // On a phone, opening a chat closes the sidebar.
          await chatList(page)
            .getByRole('link', { name: /^Regex for dates/ })
            .click();
          await expect(sidebar(page)).toBeHidden();
        }
      });
    });
  }
}

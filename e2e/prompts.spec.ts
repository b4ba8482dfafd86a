import type { Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { saveScreenshot, screenshotVariantSkip } from './support/screenshots.ts';

const cards = (page: Page) => page.getByRole('list', { name: 'Prompts', exact: true }).getByRole('article');
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

async function openLibrary(page: Page) {
  await page.goto('/#prompts');
  await expect(page.getByRole('heading', { name: 'Prompt library' })).toBeVisible();
  await expect(card(page, 'Proofread and polish')).toBeVisible();
}

async function firstCardTitle(page: Page): Promise<string> {
  return (await cards(page).first().getByRole('heading').textContent()) ?? '';
}

test.describe('Prompt library', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('fills the built-in prompts once and keeps a deletion', async ({ page }) => {
    await openLibrary(page);
    const count = await cards(page).count();
    expect(count).toBeGreaterThanOrEqual(30);

    await card(page, 'Gift ideas').getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete “Gift ideas”?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(card(page, 'Gift ideas')).toBeVisible();

    await card(page, 'Gift ideas').getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(card(page, 'Gift ideas')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Deleted “Gift ideas”.' })).toBeVisible();

    await page.reload();
    await expect(card(page, 'Proofread and polish')).toBeVisible();
    await expect(cards(page)).toHaveCount(count - 1);
    await expect(card(page, 'Gift ideas')).toHaveCount(0);
  });

  test('adds a prompt after showing what is missing, then edits it', async ({ page }) => {
    await openLibrary(page);
    await page.getByRole('button', { name: 'Add prompt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add prompt' });
    await expect(dialog.getByText('New', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Title', { exact: true })).toBeFocused();

    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText('Enter a title.')).toBeVisible();
    await expect(dialog.getByText('Enter the prompt text.')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText(
      'A prompt needs a title and its text before it can be saved.',
    );
    await expect(dialog.getByLabel('Title', { exact: true })).toBeFocused();

    await dialog.getByLabel('Title', { exact: true }).fill('Release notes');
    await expect(dialog.getByText('Enter a title.')).toHaveCount(0);
    await dialog.getByLabel('Description').fill('Turn merged changes into notes for users');
    await dialog
      .getByLabel('Prompt', { exact: true })
      .fill(
        'Write release notes for {{version}} from:\n{{changes}}\n----\nNow shorten them for @[Social Writer].',
      );
    const tags = dialog.getByLabel('Tags', { exact: true });
    await tags.fill('Writing');
    await tags.press('Enter');
    await tags.fill('Releases');
    await tags.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Remove tag Releases' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Favourite' }).click();
    await dialog.getByText('Prompt syntax').click();
    await expect(dialog.getByText('(four dashes)', { exact: false })).toBeVisible();
    await saveScreenshot(page, 'prompts-editor-1280x800');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeHidden();

    const added = card(page, 'Release notes');
    await expect(added).toBeVisible();
    await expect(added).toContainText('2 variables · 1 agent · 2 queue items');
    await expect(added.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true');
    expect(await firstCardTitle(page)).toBe('Release notes');

    await added.getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'Edit prompt' });
    await expect(editor.getByText('Saved', { exact: true })).toBeVisible();
    await expect(editor.getByRole('button', { name: 'Remove tag Writing' })).toBeVisible();
    await editor.getByLabel('Title', { exact: true }).fill('Release notes v2');
    await editor.getByLabel('Title', { exact: true }).press('Meta+Enter');
    await expect(editor).toBeHidden();
    await expect(card(page, 'Release notes v2')).toBeVisible();

    await card(page, 'Release notes v2').getByRole('button', { name: 'Edit', exact: true }).click();
    await editor.getByLabel('Title', { exact: true }).fill('Thrown away');
    await editor.getByLabel('Title', { exact: true }).press('Escape');
    await expect(editor).toBeHidden();
    await expect(card(page, 'Release notes v2')).toBeVisible();
    await expect(card(page, 'Thrown away')).toHaveCount(0);

    await page.getByRole('button', { name: 'Add prompt' }).click();
    const second = page.getByRole('dialog', { name: 'Add prompt' });
    await second.getByLabel('Title', { exact: true }).fill('Ctrl saves too');
    await second.getByLabel('Prompt', { exact: true }).fill('Hello');
    await second.getByLabel('Prompt', { exact: true }).press('Control+Enter');
    await expect(second).toBeHidden();
    await expect(card(page, 'Ctrl saves too')).toBeVisible();
  });

  test('puts favourites first, duplicates and sorts', async ({ page }) => {
    await openLibrary(page);
    expect(await firstCardTitle(page)).toBe('Answer a customer');

    await card(page, 'Weekly meal plan').getByRole('button', { name: 'Favourite' }).click();
    await expect(card(page, 'Weekly meal plan').getByRole('button', { name: 'Favourite' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(() => firstCardTitle(page)).toBe('Weekly meal plan');

    await card(page, 'Trip itinerary').getByRole('button', { name: 'Duplicate' }).click();
    const copy = card(page, 'Trip itinerary (New Copy)');
    await expect(copy).toBeVisible();
    await expect(copy).toContainText('Travel');

    await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Created' });
    await expect(cards(page).nth(1)).toHaveAccessibleName('Trip itinerary (New Copy)');
    expect(await firstCardTitle(page)).toBe('Weekly meal plan');

    await card(page, 'Weekly meal plan').getByRole('button', { name: 'Favourite' }).click();
    await expect.poll(() => firstCardTitle(page)).toBe('Trip itinerary (New Copy)');

    await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Title' });
    await expect.poll(() => firstCardTitle(page)).toBe('Answer a customer');
  });

  test('searches, filters by tag and shows the no-match state', async ({ page }) => {
    await openLibrary(page);
    const total = await cards(page).count();
    const search = page.getByRole('searchbox', { name: 'Search prompts' });
    await search.fill('GRAMMAR, SPELLING');
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, 'Proofread and polish')).toBeVisible();
    await search.press('Escape');
    await expect(search).toHaveValue('');
    await expect(cards(page)).toHaveCount(total);

    await page.getByRole('button', { name: 'Filter by tag' }).click();
    const tagSearch = page.getByRole('searchbox', { name: 'Search tags' });
    await expect(tagSearch).toBeFocused();
    await tagSearch.fill('que');
    await expect(page.getByRole('checkbox')).toHaveCount(1);
    await page.getByRole('checkbox', { name: 'Queue' }).check();
    await expect(cards(page)).toHaveCount(2);
    await tagSearch.fill('');
    await page.getByRole('checkbox', { name: 'Learning', exact: true }).check();
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, 'Learn a topic in three steps')).toBeVisible();
    await saveScreenshot(page, 'prompts-tag-filter-1280x800');
    await page.keyboard.press('Escape');
    await expect(tagSearch).toBeHidden();

    const chips = page.getByRole('list', { name: 'Selected tags' });
    await expect(chips.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Remove tag filter Learning' }).click();
    await expect(cards(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Remove tag filter Queue' }).click();
    await expect(chips).toHaveCount(0);
    await expect(cards(page)).toHaveCount(total);

    await search.fill('no prompt says this');
    const noMatch = page.getByRole('region', { name: 'No prompts match' });
    await expect(noMatch).toBeVisible();
    await noMatch.getByRole('button', { name: 'Clear filters' }).click();
    await expect(search).toHaveValue('');
    await expect(cards(page)).toHaveCount(total);
  });

  test('switches between grid and list', async ({ page }) => {
    await openLibrary(page);
    const grid = page.getByRole('button', { name: 'Grid', exact: true });
    const list = page.getByRole('button', { name: 'List', exact: true });
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    const first = cards(page).nth(0);
    const second = cards(page).nth(1);
    const firstBox = await first.boundingBox();
    const secondBox = await second.boundingBox();
    expect(secondBox?.y).toBe(firstBox?.y);

    await list.click();
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(async () => ((await second.boundingBox())?.y ?? 0) > ((await first.boundingBox())?.y ?? 0))
      .toBe(true);
    await saveScreenshot(page, 'prompts-list-1280x800');
  });

  test('shows the empty library and adds from it', async ({ page }) => {
    await openLibrary(page);
    // Empty the store behind the app's back, then reload: the defaults are not filled a second time.
    await page.evaluate(`new Promise((resolve, reject) => {
      const request = indexedDB.open('confab');
      request.onsuccess = () => {
        const transaction = request.result.transaction('prompts', 'readwrite');
        transaction.objectStore('prompts').clear();
        transaction.oncomplete = () => { request.result.close(); resolve(true); };
        transaction.onerror = () => reject(transaction.error);
      };
      request.onerror = () => reject(request.error);
    })`);
    await page.reload();
    const empty = page.getByRole('region', { name: 'No prompts yet' });
    await expect(empty).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search prompts' })).toHaveCount(0);
    await saveScreenshot(page, 'prompts-empty-1280x800');
    await empty.getByRole('button', { name: 'Add prompt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add prompt' });
    await dialog.getByLabel('Title', { exact: true }).fill('First of mine');
    await dialog.getByLabel('Prompt', { exact: true }).fill('Hello there');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(card(page, 'First of mine')).toBeVisible();
    await expect(empty).toHaveCount(0);
  });

  test('Use puts the prompt text in the composer and records the use', async ({ page }) => {
    await openLibrary(page);
    await card(page, 'Summarise in five bullets').getByRole('button', { name: 'Use', exact: true }).click();
    const composer = page.getByRole('textbox', { name: 'Message' });
    await expect(composer).toBeVisible();
    await expect(composer).toHaveValue(/^Summarise the text below in at most five bullet points/);
    await expect(composer).toHaveValue(/\{\{text\}\}$/);

    await page.goto('/#prompts');
    await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Last used' });
    await expect.poll(() => firstCardTitle(page)).toBe('Summarise in five bullets');
  });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    const size = `${viewport.width}x${viewport.height}`;
    test(`looks right at ${size} in the ${colorScheme} theme`, async ({ page }) => {
      test.skip(...screenshotVariantSkip(viewport.width, colorScheme));
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      await openLibrary(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await card(page, 'Reply to an email').getByRole('button', { name: 'Favourite' }).click();
      await expect(
        card(page, 'Reply to an email').getByRole('button', { name: 'Favourite' }),
      ).toHaveAttribute('aria-pressed', 'true');
      await saveScreenshot(page, `prompts-${colorScheme}-${size}`);
      await page.getByRole('button', { name: 'Add prompt' }).click();
      await page
        .getByRole('dialog', { name: 'Add prompt' })
        .getByRole('button', { name: 'Add', exact: true })
        .click();
      await saveScreenshot(page, `prompts-editor-errors-${colorScheme}-${size}`);
    });
  }
}

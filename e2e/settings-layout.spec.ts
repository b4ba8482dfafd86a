import { seedChats } from './support/seed-chats.ts';
import { storedSetting } from './support/seed-records.ts';
import { expect, test } from './support/test.ts';

test.describe('settings layout', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the navigation opens one page per section, and back and forward walk the pages', async ({ page }) => {
    await page.goto('/#settings');
    const nav = page.getByRole('navigation', { name: 'Settings' });
    // `#settings` alone opens the first page.
    await expect(nav.getByRole('link').first()).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Chat behaviour' }).click();
    await expect(page).toHaveURL(/#settings\/chat-behaviour$/);
    await expect(page.getByRole('heading', { name: 'Chat behaviour', level: 2 })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Stream answers' })).toBeChecked();
    await nav.getByRole('link', { name: 'Appearance' }).click();
    await expect(page.getByRole('region', { name: 'Appearance' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Chat behaviour' })).toHaveCount(0);
    await page.goBack();
    await expect(nav.getByRole('link', { name: 'Chat behaviour' })).toHaveAttribute('aria-current', 'page');
    await page.goForward();
    await expect(nav.getByRole('link', { name: 'Appearance' })).toHaveAttribute('aria-current', 'page');
  });

  test('a #settings/appearance link opens Appearance, and the sidebar colour and compact lines apply', async ({
    page,
  }) => {
    await seedChats(page, { chats: [{ id: 'c-one', chatTitle: 'Colour check', preview: 'A preview line' }] });
    await page.goto('/#settings/appearance');
    const nav = page.getByRole('navigation', { name: 'Settings' });
    await expect(nav.getByRole('link', { name: 'Appearance' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Sidebar colour' }).click();
    const popup = page.getByRole('dialog', { name: 'Sidebar colour' });
    await popup.getByRole('slider', { name: 'Hue' }).fill('200');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    // Spec §9's first level: hsl(200 49% 17%).
    await expect(sidebar).toHaveCSS('background-color', 'rgb(22, 50, 65)');
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    const row = sidebar.locator('[data-chat-id="c-one"]');
    await expect(row).toHaveCSS('height', '50px');
    await page.getByRole('switch', { name: 'Compact sidebar lines' }).check();
    await expect(row).toHaveCSS('height', '34px');
    await expect(sidebar.getByText('A preview line')).toBeHidden();
    await page.getByRole('button', { name: 'Sidebar colour' }).click();
    await popup.getByRole('button', { name: 'Reset' }).click();
    await expect(sidebar).not.toHaveCSS('background-color', 'rgb(22, 50, 65)');
  });

  test('reopening the previous chat on load takes effect', async ({ page }) => {
    await seedChats(page, { chats: [{ id: 'c-last', chatTitle: 'Where I left off', withMessage: true }] });
    await page.goto('/#settings/chat-behaviour');
    await page.getByRole('switch', { name: 'Reopen the previous chat on load' }).check();
    await expect.poll(() => storedSetting(page, 'chat.reopenPreviousChat')).toBe(true);
    await page.getByRole('link', { name: 'Where I left off' }).click();
    await expect(page).toHaveURL(/#chat=c-last$/);
    await page.goto('/');
    await expect(page).toHaveURL(/#chat=c-last$/);
    await expect(page.getByRole('article', { name: 'User message' })).toBeVisible();
  });
});

test.describe('settings on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sections are an accordion with one open at a time', async ({ page }) => {
    await page.goto('/#settings/chat-behaviour');
    const chatBehaviour = page.getByRole('button', { name: 'Chat behaviour' });
    const appearance = page.getByRole('button', { name: 'Appearance' });
    await expect(chatBehaviour).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('switch', { name: 'Stream answers' })).toBeVisible();
    await appearance.click();
    await expect(appearance).toHaveAttribute('aria-expanded', 'true');
    await expect(chatBehaviour).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/#settings\/appearance$/);
    await expect(page.getByRole('switch', { name: 'Stream answers' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeVisible();
    await appearance.click();
    await expect(appearance).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('radio', { name: 'Dark' })).toHaveCount(0);
  });
});

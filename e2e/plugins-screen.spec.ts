import type { Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { saveScreenshot, screenshotsOnlyReason, screenshotsWanted } from './support/screenshots.ts';

// The Plugins screen (spec §2): built-ins with switches, a plugin added with the editor, its status
// dot following its required setting and its switch, duplicate "(Copy)" and delete with a confirm.

const pluginList = (page: Page) => page.getByRole('navigation', { name: 'Plugin list' });
/** A row's button is named by the title and then its status in words (the dot is not colour alone). */
const row = (page: Page, title: string, status: string) =>
  pluginList(page).getByRole('button', { name: `${title} ${status}`, exact: true });

async function addWeatherPlugin(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add plugin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add plugin' });
  await dialog.getByLabel('Function name').fill('get weather');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Some fields need attention.');
  await expect(dialog.getByText('Use 1 to 64 letters, digits, _ or -.')).toBeVisible();
  await expect(dialog.getByText('Required.')).toHaveCount(2);
  await saveScreenshot(page, 'plugins-screen-editor-errors');
  await dialog.getByLabel('Title').fill('Weather');
  await dialog.getByLabel('Emoji').fill('☀');
  await dialog.getByLabel('Overview (Markdown)').fill('Looks up the **weather**.');
  await dialog.getByLabel('Function name').fill('get_weather');
  await dialog.getByLabel('Code').fill('function get_weather(params, settings) { return "sunny"; }');
  await dialog.getByRole('button', { name: 'Add setting' }).click();
  await dialog.getByLabel('Setting name').fill('WEATHER_API_KEY');
  await dialog.getByLabel('Label', { exact: true }).fill('API key');
  await dialog.getByLabel('Type', { exact: true }).selectOption('password');
  await dialog.getByRole('checkbox', { name: 'Required' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('Plugins screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('adds a plugin, fills its required setting, switches it, duplicates and deletes it', async ({
    page,
  }) => {
    await page.goto('/#plugins');
    await expect(page.getByRole('heading', { name: 'Plugins', level: 1 })).toBeVisible();
    for (const builtIn of ['Current date and time', 'Calculator'])
      await expect(page.getByRole('switch', { name: builtIn })).toBeChecked();

    await addWeatherPlugin(page);
    await expect(page.getByRole('heading', { name: 'Weather', level: 2 })).toBeVisible();
    await expect(row(page, 'Weather', 'Enabled, missing required settings')).toBeVisible();
    await expect(page.getByRole('tabpanel')).toContainText('Looks up the weather.');
    await saveScreenshot(page, 'plugins-screen-detail-overview');

    await page.getByRole('tab', { name: 'Settings (required settings missing)' }).click();
    await page.getByLabel(/^API key/).fill('secret-123');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
    await expect(row(page, 'Weather', 'Enabled')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Settings', exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Source' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('return "sunny"');
    await page.getByRole('tab', { name: 'Spec' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('"name": "get_weather"');
    await saveScreenshot(page, 'plugins-screen-detail-spec');

    // The switch shows the stored state, which follows the click a moment later (no optimistic copy).
    await page.getByRole('switch', { name: 'Weather' }).click();
    await expect(row(page, 'Weather', 'Disabled')).toBeVisible();

    await page.getByRole('button', { name: 'Duplicate' }).click();
    await expect(page.getByRole('heading', { name: 'Weather (Copy)', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete “Weather (Copy)”?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(pluginList(page).getByRole('button', { name: /^Weather \(Copy\)/ })).toHaveCount(0);
    await expect(row(page, 'Weather', 'Disabled')).toBeVisible();

    // The setting survives a reload, and a built-in switched off leaves the composer's picker.
    await page.getByRole('switch', { name: 'Calculator' }).click();
    await expect(page.getByRole('switch', { name: 'Calculator' })).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Calculator' })).not.toBeChecked();
    await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Chat' }).click();
    await page.getByRole('button', { name: 'Plugins', exact: true }).click();
    const picker = page.getByRole('group', { name: 'Plugins for new chats' });
    await expect(picker.getByRole('checkbox', { name: 'Current date and time' })).toBeVisible();
    await expect(picker.getByRole('checkbox', { name: 'Calculator' })).toHaveCount(0);
  });
});

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`plugins screen at ${String(width)}x${String(height)}, ${colorScheme}`, async ({ page }) => {
      test.skip(!screenshotsWanted, screenshotsOnlyReason);
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme });
      await page.goto('/#plugins');
      await addWeatherPlugin(page);
      const size = `${String(width)}-${colorScheme}`;
      await saveScreenshot(page, `plugins-screen-detail-${size}`);
      if (width < 768) {
        await page.getByRole('button', { name: 'Back to plugins' }).click();
        await saveScreenshot(page, `plugins-screen-list-${size}`);
        await row(page, 'Weather', 'Enabled, missing required settings').click();
      }
      await page.getByRole('tab', { name: 'Settings (required settings missing)' }).click();
      await saveScreenshot(page, `plugins-screen-settings-${size}`);
      await page.getByRole('button', { name: 'Edit' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit plugin' })).toBeVisible();
      await saveScreenshot(page, `plugins-screen-editor-${size}`);
      await page.getByRole('group', { name: 'Setting 1' }).scrollIntoViewIfNeeded();
      await saveScreenshot(page, `plugins-screen-editor-settings-${size}`);
    });
  }
}

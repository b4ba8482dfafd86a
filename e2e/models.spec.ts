import type { Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { storedSetting } from './support/seed-records.ts';

const modelList = (page: Page) => page.getByRole('listbox', { name: 'Model list' });
const option = (page: Page, title: string) =>
  modelList(page).getByRole('option', { name: title, exact: true });

async function optionTitles(page: Page): Promise<string[]> {
  const options = modelList(page).getByRole('option');
  const count = await options.count();
  const titles: string[] = [];
  for (let index = 0; index < count; index += 1) {
    titles.push((await options.nth(index).locator('.model-row__title').textContent()) ?? '');
  }
  return titles;
}

async function addCustomModel(page: Page, fields: { title: string; modelID: string; endpointURL?: string }) {
  await page.getByRole('button', { name: 'Add model' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add model' });
  await dialog.getByLabel('Title', { exact: true }).fill(fields.title);
  await dialog.getByLabel('Model ID', { exact: true }).fill(fields.modelID);
  if (fields.endpointURL) await dialog.getByLabel('Endpoint URL').fill(fields.endpointURL);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('Models tab on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('adds, edits, duplicates and deletes a custom model', async ({ page, mockProvider }) => {
    await page.goto('/#models');
    await page.getByRole('button', { name: 'Add model' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add model' });
    await expect(dialog.getByLabel('Title', { exact: true })).toBeFocused();
    await dialog.getByLabel('Endpoint URL').fill('ftp://nowhere');
    await dialog.getByLabel('Extra body fields (JSON)').fill('{not json');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This field is required.')).toHaveCount(2);
    await expect(dialog.getByText('Enter an address starting with http:// or https://.')).toBeVisible();
    await expect(dialog.getByText('This is not valid JSON.')).toBeVisible();
    await expect(dialog.getByLabel('Title', { exact: true })).toBeFocused();

    await dialog.getByLabel('Title', { exact: true }).fill('Team mock');
    await dialog.getByLabel('Model ID', { exact: true }).fill('mock-model');
    await dialog.getByLabel('Icon', { exact: true }).fill('🧪');
    await dialog.getByLabel('Endpoint URL').fill(`${mockProvider.url}/v1/chat/completions`);
    await dialog.getByLabel('API key').fill('sk-mock');
    await dialog.getByRole('button', { name: 'Add header' }).click();
    await dialog.getByLabel('Header 1 name').fill('X-Team');
    await dialog.getByLabel('Header 1 value').fill('blue');
    await dialog.getByLabel('Extra body fields (JSON)').fill('{"user": "confab"}');
    await dialog.getByLabel('Context window (tokens)').fill('32000');
    await dialog.getByLabel('Input price (USD per 1M tokens)').fill('1.5');
    await dialog.getByLabel('Output price (USD per 1M tokens)').fill('3');
    await saveScreenshot(page, 'models-add-dialog-1280x800');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    const detail = page.getByRole('region', { name: 'Team mock' });
    await expect(detail).toContainText('mock-model');
    await expect(detail).toContainText('32,000 tokens');
    await expect(detail).toContainText('X-Team');
    await expect(option(page, 'Team mock')).toContainText('$1.50 / $3.00 per 1M');

    await detail.getByRole('button', { name: 'Edit' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit model' });
    await expect(editDialog.getByLabel('Model ID', { exact: true })).toHaveValue('mock-model');
    await editDialog.getByLabel('Title', { exact: true }).fill('Team mock v2');
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await expect(option(page, 'Team mock v2')).toBeVisible();

    await page
      .getByRole('region', { name: 'Team mock v2' })
      .getByRole('button', { name: 'Duplicate' })
      .click();
    await expect(option(page, 'Team mock v2 copy')).toBeVisible();
    await option(page, 'Team mock v2').click();
    await page
      .getByRole('region', { name: 'Team mock v2' })
      .getByRole('button', { name: 'Duplicate' })
      .click();
    await expect(option(page, 'Team mock v2 copy (2)')).toBeVisible();
    await saveScreenshot(page, 'models-list-1280x800');

    await page
      .getByRole('region', { name: 'Team mock v2 copy (2)' })
      .getByRole('button', { name: 'Delete' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete “Team mock v2 copy (2)”?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(option(page, 'Team mock v2 copy (2)')).toBeVisible();
    await page
      .getByRole('region', { name: 'Team mock v2 copy (2)' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(option(page, 'Team mock v2 copy (2)')).toHaveCount(0);

    await page.reload();
    await expect(option(page, 'Team mock v2')).toBeVisible();
    await expect(option(page, 'Team mock v2 copy')).toBeVisible();
  });

  test('Escape closes the Add model dialog without saving', async ({ page }) => {
    await page.goto('/#models');
    await page.getByRole('button', { name: 'Add model' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add model' });
    await dialog.getByLabel('Title', { exact: true }).fill('Never saved');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Add model' })).toBeFocused();
    await expect(option(page, 'Never saved')).toHaveCount(0);
  });

  test('sets the default, reorders with the keyboard, hides and shows, all surviving a reload', async ({
    page,
  }) => {
    await page.goto('/#models');
    await option(page, 'Gemini 2.5 Flash').click();
    const detail = page.getByRole('region', { name: 'Gemini 2.5 Flash' });
    await detail.getByRole('button', { name: 'Set as default' }).click();
    await expect(option(page, 'Gemini 2.5 Flash')).toContainText('Default');
    await expect(detail.getByRole('button', { name: 'Set as default' })).toBeDisabled();

    await detail.getByRole('button', { name: 'Move up' }).click();
    await expect.poll(() => optionTitles(page)).toContain('Gemini 2.5 Flash');
    expect((await optionTitles(page)).indexOf('Gemini 2.5 Flash')).toBe(12);
    // Alt+Arrow in the focused list moves the selected model further.
    await modelList(page).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(async () => (await optionTitles(page)).indexOf('Gemini 2.5 Flash')).toBe(10);

    await option(page, 'GPT-4o').click();
    await page.getByRole('region', { name: 'GPT-4o' }).getByRole('button', { name: 'Hide' }).click();
    await expect(option(page, 'GPT-4o')).toContainText('Hidden');
    // Settings show before they are stored; a reload must not abort the write (docs/testing.md).
    await expect.poll(() => storedSetting(page, 'models.hiddenModelIDs')).toContain('gpt-4o');

    await page.reload();
    await expect(option(page, 'Gemini 2.5 Flash')).toContainText('Default');
    await expect.poll(async () => (await optionTitles(page)).indexOf('Gemini 2.5 Flash')).toBe(10);
    await expect(option(page, 'GPT-4o')).toContainText('Hidden');

    await page.getByRole('tab', { name: 'Global settings' }).click();
    const picker = page.getByRole('combobox', { name: 'Default model' });
    await expect(picker).toHaveValue('gemini-2.5-flash');
    await expect(picker.locator('option', { hasText: /^GPT-4o \(no key\)$/ })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Models' }).click();
    await option(page, 'GPT-4o').click();
    await page.getByRole('region', { name: 'GPT-4o' }).getByRole('button', { name: 'Show' }).click();
    await expect(option(page, 'GPT-4o')).not.toContainText('Hidden');
  });

  test('global settings persist after a reload', async ({ page }) => {
    await page.goto('/#models');
    await page.getByRole('tab', { name: 'Global settings' }).click();
    const streaming = page.getByRole('switch', { name: 'Streaming' });
    await expect(streaming).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Prompt caching' })).not.toBeChecked();
    await expect(page.getByRole('spinbutton', { name: 'Context limit (messages)' })).toHaveValue('0');

    await page.getByRole('combobox', { name: 'Default model' }).selectOption('o4-mini');
    await page.getByRole('textbox', { name: 'Default system message' }).fill('Answer in one paragraph.');
    await streaming.uncheck();
    const temperature = page.getByRole('spinbutton', { name: 'Temperature (0–2)' });
    await temperature.fill('3');
    await temperature.press('Tab');
    await expect(page.getByText('Enter a number from 0 to 2.')).toBeVisible();
    await temperature.fill('0.7');
    await temperature.press('Tab');
    await expect(page.getByText('Enter a number from 0 to 2.')).toHaveCount(0);
    await page.getByRole('spinbutton', { name: 'Max tokens' }).fill('2048');
    await page.getByRole('combobox', { name: 'Reasoning effort' }).selectOption('high');
    await page.getByRole('switch', { name: 'Prompt caching' }).check();
    const contextLimit = page.getByRole('spinbutton', { name: 'Context limit (messages)' });
    await contextLimit.fill('20');
    await contextLimit.press('Tab');
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await saveScreenshot(page, 'models-global-settings-1280x800');

    await page.reload();
    await page.getByRole('tab', { name: 'Global settings' }).click();
    await expect(page.getByRole('combobox', { name: 'Default model' })).toHaveValue('o4-mini');
    await expect(page.getByRole('textbox', { name: 'Default system message' })).toHaveValue(
      'Answer in one paragraph.',
    );
    await expect(page.getByRole('switch', { name: 'Streaming' })).not.toBeChecked();
    await expect(page.getByRole('spinbutton', { name: 'Temperature (0–2)' })).toHaveValue('0.7');
    await expect(page.getByRole('spinbutton', { name: 'Max tokens' })).toHaveValue('2048');
    await expect(page.getByRole('combobox', { name: 'Reasoning effort' })).toHaveValue('high');
    await expect(page.getByRole('switch', { name: 'Prompt caching' })).toBeChecked();
    await expect(page.getByRole('spinbutton', { name: 'Context limit (messages)' })).toHaveValue('20');
  });

  test('the picker lists built-in models by provider and a custom model on the mock provider', async ({
    page,
    mockProvider,
  }) => {
    await page.goto('/#models');
    await addCustomModel(page, {
      title: 'Mock provider',
      modelID: 'mock-model',
      endpointURL: `${mockProvider.url}/v1/chat/completions`,
    });
    await page.getByRole('tab', { name: 'Global settings' }).click();
    const picker = page.getByRole('combobox', { name: 'Default model' });
    // Polled: the custom model's group appears once the tab has read the stored models.
    await expect
      .poll(() =>
        picker
          .locator('optgroup')
          .evaluateAll((elements) => elements.map((element) => element.getAttribute('label'))),
      )
      .toEqual(['OpenAI', 'Anthropic', 'Gemini', 'Custom models']);
    await expect(picker.locator('option', { hasText: 'GPT-5 mini (no key)' })).toHaveCount(1);
    await expect(picker.locator('optgroup[label="Custom models"] option')).toHaveText(['Mock provider']);
    await picker.selectOption({ label: 'Mock provider' });
    await page.getByRole('tab', { name: 'Models' }).click();
    await expect(option(page, 'Mock provider')).toContainText('Default');
  });

  test('looks right in the dark theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/#models');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await option(page, 'Claude Sonnet 4.5').click();
    await expect(page.getByRole('region', { name: 'Claude Sonnet 4.5' })).toContainText(
      '$3.00 per 1M tokens',
    );
    await saveScreenshot(page, 'models-dark-1280x800');
  });
});

test.describe('Models tab on a managed host', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('hides pricing and the extra actions, and Add when customModels is off', async ({ page }) => {
    await page.route('**/config.json', (route) =>
      route.fulfill({ json: { managed: true, chatFeatures: { customModels: false } } }),
    );
    await page.goto('/#models');
    await expect(option(page, 'GPT-4o mini')).toContainText('128K tokens');
    await expect(modelList(page)).not.toContainText('$');
    await option(page, 'GPT-4o mini').click();
    const detail = page.getByRole('region', { name: 'GPT-4o mini' });
    await expect(detail.getByRole('button', { name: 'Set as default' })).toBeVisible();
    await expect(detail).not.toContainText('Input price');
    await expect(detail.getByRole('button', { name: 'Hide' })).toHaveCount(0);
    await expect(detail.getByRole('button', { name: 'Move up' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add model' })).toHaveCount(0);
  });

  test('a host without modelSettings hides the tab', async ({ page }) => {
    await page.route('**/config.json', (route) =>
      route.fulfill({ json: { chatFeatures: { modelSettings: false } } }),
    );
    await page.goto('/#models');
    await expect(
      page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Models' }),
    ).toHaveCount(0);
  });
});

test.describe('Models tab on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('stacks the list and the detail', async ({ page }) => {
    await page.goto('/#models');
    await expect(option(page, 'GPT-5')).toBeVisible();
    await saveScreenshot(page, 'models-list-390x844');
    await option(page, 'GPT-5').click();
    const detail = page.getByRole('region', { name: 'GPT-5' });
    await expect(detail).toBeVisible();
    await expect(modelList(page)).toBeHidden();
    await saveScreenshot(page, 'models-detail-390x844');
    await detail.getByRole('button', { name: '← All models' }).click();
    await expect(modelList(page)).toBeVisible();
    await page.getByRole('button', { name: 'Add model' }).click();
    await expect(page.getByRole('dialog', { name: 'Add model' })).toBeVisible();
    await saveScreenshot(page, 'models-add-dialog-390x844');
  });
});

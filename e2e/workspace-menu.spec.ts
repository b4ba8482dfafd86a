import type { Page } from '@playwright/test';
import { configureMockProviders } from './support/configure-providers.ts';
import { expect, test } from './support/test.ts';

/** Opens the workspace menu from the sidebar's profile button and returns the language picker. */
async function languagePicker(page: Page, buttonName: string, label: string) {
  await page.getByRole('button', { name: buttonName }).click();
  return page.getByRole('combobox', { name: label });
}

/** A flag on the window that a reload would drop: proof that a change happened in place. */
const markPage = (page: Page) => page.evaluate('window.confabNoReload = true');
const stillSamePage = (page: Page) => page.evaluate('window.confabNoReload === true');

test('the workspace menu opens by keyboard and leads to a settings page', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Workspace menu' });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Workspace menu' });
  await expect(menu.getByRole('menuitem', { name: 'Log in' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'API keys' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#settings\/api-keys$/);
  await expect(page.getByRole('region', { name: 'API keys' })).toBeVisible();
  await expect(menu).toBeHidden();

  // Escape closes the menu and gives focus back to its button.
  await button.press('Enter');
  await expect(menu.getByRole('menuitem', { name: 'Log in' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
});

test('German and back without a reload: labels and dates follow the language', async ({
  page,
  mockProvider,
}) => {
  await configureMockProviders(page, mockProvider.url, { styles: ['openai'] });
  await page.goto('/');
  await markPage(page);

  await (await languagePicker(page, 'Workspace menu', 'Language')).selectOption('de');
  await expect(page.getByRole('button', { name: 'Neuer Chat' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // `{local_date}` is filled in the interface's language when the prompt is sent.
  const germanDate = new Date().toLocaleDateString('de', { dateStyle: 'long' });
  // The composer speaks German now, so sendMessage's English names do not apply.
  const composer = page.getByRole('textbox', { name: 'Nachricht' });
  await composer.fill('Heute ist {local_date}');
  await composer.press('Enter');
  await expect(
    page.getByRole('article', { name: 'Nachricht des Nutzers' }).getByText(`Heute ist ${germanDate}`),
  ).toBeVisible();

  await (await languagePicker(page, 'Arbeitsbereich-Menü', 'Sprache')).selectOption('en');
  await expect(page.getByRole('button', { name: 'New chat' })).toBeVisible();
  expect(await stillSamePage(page)).toBe(true);
});

test('logging out off managed hosts asks whether to delete the local data', async ({ page, baseURL }) => {
  // A session the server answers for: logging out is real, the rest of the account is not needed.
  await page
    .context()
    .addCookies([{ name: 'confab_cloud_token', value: 'token-for-menu-test', url: baseURL ?? '' }]);
  await page.route('**/api/**', (route) =>
    route.request().url().endsWith('/api/logout')
      ? route.fulfill({ json: { ok: true } })
      : route.fulfill({ status: 503, json: { userMessage: 'Unavailable in this test.' } }),
  );
  await page.goto('/');
  await page.getByRole('button', { name: 'Workspace menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out of this browser?' });
  await expect(dialog.getByRole('button', { name: 'Log out and delete local data' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Log out, keep data' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Workspace menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Log in' })).toBeVisible();
});

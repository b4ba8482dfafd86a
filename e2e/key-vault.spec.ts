import type { Browser, Page } from '@playwright/test';
import { answers } from './support/chat-page.ts';
import { sendMessage } from './support/composer.ts';
import {
  configureMockProviders,
  keyFormLabels,
  mockProviderEndpoints,
  mockProviderKeys,
  saveKey,
} from './support/configure-providers.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { seedRecords, storedRecords, storedSetting } from './support/seed-records.ts';
import { signedInDevice, type Device } from './support/signed-in-device.ts';
import { expect, test } from './support/test.ts';
import { syncNow, syncSection } from './support/sync-now.ts';
import { serverWithInbox } from './support/server-with-inbox.ts';
import { closeUnlockPopupWhenShown } from './support/unlock-popup.ts';

const password = 'correct horse battery';
const plainKey = mockProviderKeys.openai;
const customModelKey = 'sk-custom-model-e2e-4321';
const customModelRow = {
  id: 'custom-vault',
  title: 'Vault router',
  endpointStyle: 'openai',
  endpointURL: 'https://router.example.test/v1/chat/completions',
  modelID: 'router-model',
  apiKey: customModelKey,
  headers: [],
  bodyFields: {},
  createdAt: 1,
  updatedAt: 1,
  syncedAt: null,
};
const storedCustomModel = async (page: Page) =>
  (await storedRecords(page, 'customModels')).find((model) => model.id === customModelRow.id);
const keyForm = (page: Page) => page.getByRole('group', { name: keyFormLabels.openai });
const apiKeys = (page: Page) => page.getByRole('region', { name: 'API keys' });
const unlockDialog = (page: Page) => page.getByRole('dialog', { name: 'Unlock your API keys' });
const banner = (page: Page) =>
  page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: /API keys are locked/ });

async function lockKeys(page: Page, { screenshot }: { screenshot: boolean }): Promise<void> {
  await apiKeys(page).getByRole('button', { name: 'Lock keys with a password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lock keys with a password' });
  const submit = dialog.getByRole('button', { name: 'Lock keys' });
  // Agents spec §5: encryption needs a non-empty password.
  await expect(submit).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog.getByRole('textbox', { name: 'Confirm password' }).fill(password);
  if (screenshot) await saveScreenshot(page, 'key-vault-lock-dialog');
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(keyForm(page).getByRole('img', { name: 'Key stored encrypted' })).toBeVisible();
}

async function unlock(page: Page): Promise<void> {
  const dialog = unlockDialog(page);
  await dialog.getByRole('textbox', { name: 'Password' }).fill(password);
  await dialog.getByRole('button', { name: 'Unlock' }).click();
  await expect(dialog).toBeHidden();
}

async function expectChatAnswers(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Chat' }).click();
  await page.getByRole('combobox', { name: 'Model' }).selectOption('gpt-4o-mini');
  await sendMessage(page, 'Say hello');
  await expect(answers(page)).toContainText('Mock reply to: Say hello');
}

test.describe('key vault', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('lock keys, reload, unlock with the password, chat, then forget the keys', async ({
    page,
    mockProvider,
  }) => {
    test.setTimeout(45_000);
    await configureMockProviders(page, mockProvider.url, { styles: ['openai'] });
    await seedRecords(page, { customModels: [customModelRow] });
    await lockKeys(page, { screenshot: true });
    const stored = await storedSetting(page, 'apiKeys.openai');
    expect(String(stored)).toMatch(/^encrypted-/);
    expect(String(stored).endsWith(plainKey.slice(-4))).toBe(true);
    expect(String(stored)).not.toContain(plainKey);
    // A custom model's own key is locked with the others.
    const lockedModelKey = String((await storedCustomModel(page))?.apiKey);
    expect(lockedModelKey).toMatch(/^encrypted-.*4321$/);
    expect(lockedModelKey).not.toContain(customModelKey);

    await page.reload();
    const dialog = unlockDialog(page);
    await expect(dialog).toBeVisible();
    // Agents spec §5: an empty password does nothing.
    await expect(dialog.getByRole('button', { name: 'Unlock' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Password' }).fill('not the password');
    await dialog.getByRole('button', { name: 'Unlock' }).click();
    await expect(dialog).toContainText('Invalid password. Please try again.');
    await saveScreenshot(page, 'key-vault-unlock-dialog');
    await unlock(page);
    await expect(banner(page)).toBeHidden();
    await expect(apiKeys(page).getByRole('button', { name: 'Remove password' })).toBeVisible();
    await apiKeys(page).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'key-vault-api-keys-unlocked');

    await expectChatAnswers(page);
    const chatRequest = mockProvider.requests.filter((request) => request.style === 'openai').at(-1);
    expect(chatRequest?.headers.authorization).toBe(`Bearer ${plainKey}`);

    // Closed, the dialog leaves the keys locked: the banner offers it again, a send asks to unlock.
    await page.reload();
    await unlockDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(banner(page)).toBeVisible();
    await saveScreenshot(page, 'key-vault-banner');
    const requestsBefore = mockProvider.requests.length;
    await sendMessage(page, 'Are you there?');
    await expect(
      page.getByText('Your API keys are locked. Unlock them with your password to chat.'),
    ).toBeVisible();
    expect(mockProvider.requests.length).toBe(requestsBefore);
    await expect(unlockDialog(page)).toBeVisible();

    await unlockDialog(page).getByRole('button', { name: 'Forget keys' }).click();
    const confirm = page.getByRole('dialog', { name: 'Forget your API keys?' });
    await Promise.all([
      page.waitForEvent('load'),
      confirm.getByRole('button', { name: 'Forget keys' }).click(),
    ]);
    await expect(banner(page)).toBeHidden();
    await expect(unlockDialog(page)).toBeHidden();
    expect(await storedSetting(page, 'apiKeys.openai')).toBe('');
    // Forgetting clears the custom model's key and keeps the model.
    expect(await storedCustomModel(page)).toMatchObject({ title: customModelRow.title });
    expect(await storedCustomModel(page)).not.toHaveProperty('apiKey');
    await page.goto('/#settings/api-keys');
    await expect(keyForm(page).getByRole('textbox', { name: keyFormLabels.openai })).toBeVisible();
    await expect(apiKeys(page).getByRole('button', { name: 'Lock keys with a password' })).toBeDisabled();
  });
});

test.describe('key vault with cloud sync', () => {
  // Two browsers signed in to one account on a server of their own (real SMTP for the codes).
  test.describe.configure({ timeout: 90_000 });
  const host = serverWithInbox();

  async function device(browser: Browser, beforeLoad?: (page: Page) => Promise<unknown>): Promise<Device> {
    const signedIn = await signedInDevice(browser, {
      ...host,
      email: 'vault@example.com',
      ...(beforeLoad ? { beforeLoad } : {}),
    });
    await expect(syncSection(signedIn.page)).toBeVisible();
    return signedIn;
  }

  test('a locked key syncs to a second browser and unlocks there; the plain key is never pushed', async ({
    browser,
    mockProvider,
  }) => {
    const pushedBodies: string[] = [];
    const laptop = await device(browser, (page) => {
      page.on('request', (request) => {
        if (request.url().includes('/api/cloud/sync/push')) pushedBodies.push(request.postData() ?? '');
      });
      return Promise.resolve();
    });
    const pageOf = (id: string) => `${host.server.url}/#settings/${id}`;
    await laptop.page.goto(pageOf('api-endpoints'));
    const endpoints = laptop.page.getByRole('region', { name: 'API endpoints' });
    for (const [label, url] of Object.entries(mockProviderEndpoints(mockProvider.url))) {
      await endpoints.getByRole('textbox', { name: label }).fill(url);
    }
    await endpoints.getByRole('button', { name: 'Save' }).click();
    await laptop.page.goto(pageOf('api-keys'));
    await saveKey(laptop.page, 'openai', plainKey);
    await laptop.page.goto(pageOf('cloud-sync'));
    await syncNow(laptop.page);
    await laptop.page.goto(pageOf('api-keys'));
    await lockKeys(laptop.page, { screenshot: false });
    // The reload finds locked keys and may ask for the password; the laptop only syncs.
    await closeUnlockPopupWhenShown(laptop.page);
    await laptop.page.goto(pageOf('cloud-sync'));
    await syncNow(laptop.page);
    expect(pushedBodies.join('\n')).toContain('encrypted-');
    expect(pushedBodies.join('\n')).not.toContain(plainKey);

    const phone = await device(browser);
    const keepPopupClosed = await closeUnlockPopupWhenShown(phone.page);
    await phone.page.goto(pageOf('api-keys'));
    await expect(keyForm(phone.page).getByRole('img', { name: 'Key stored encrypted' })).toBeVisible();
    await expect(keyForm(phone.page)).toContainText(plainKey.slice(-4));
    await banner(phone.page).click();
    await keepPopupClosed();
    await unlock(phone.page);
    await expect(banner(phone.page)).toBeHidden();
    await expectChatAnswers(phone.page);
    const chatRequest = mockProvider.requests.filter((request) => request.style === 'openai').at(-1);
    expect(chatRequest?.headers.authorization).toBe(`Bearer ${plainKey}`);

    await laptop.context.close();
    await phone.context.close();
  });
});

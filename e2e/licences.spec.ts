import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { startFakeProviderOne, type FakeProviderOne } from '@confab/test-kit/payment-providers';
import { skipPrivacyNotice } from './support/privacy-notice.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { startServer, type RunningServer } from './support/start-server.ts';
import { expect, test } from './support/test.ts';

// Licences in the app against a real licence server: buying through the fake payment provider,
// activating one key on two browsers up to its device limit, and unlinking (docs/licences-app.md).
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const serverMain = path.resolve(import.meta.dirname, '../apps/server/dist/main.js');
let providerOne: FakeProviderOne;
let server: RunningServer;
let signingKey: string;

function licenceCommand(args: string[], environment: Record<string, string> = {}): string {
  return execFileSync(process.execPath, [serverMain, 'licence', ...args], {
    env: { ...process.env, ...environment },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

test.beforeAll(async () => {
  const keygen = licenceCommand(['keygen']);
  signingKey = /^LICENCE_SIGNING_KEY=(\S+)$/m.exec(keygen)?.[1] ?? '';
  providerOne = await startFakeProviderOne({
    apiKey: 'one-key',
    webhookSecret: 'one-secret',
    storeId: '7',
    buyerEmail: 'buyer@example.com',
    variants: {
      '201': { productName: 'Confab licence, standard', periodDays: 0, oneTime: true },
      '202': { productName: 'Confab licence, premium', periodDays: 0, oneTime: true },
    },
  });
  server = await startServer({
    LICENCE_SIGNING_KEY: signingKey,
    STORAGE_LIMIT_BYTES: '5000000',
    PROVIDER_ONE_API_URL: providerOne.url,
    PROVIDER_ONE_API_KEY: 'one-key',
    PROVIDER_ONE_STORE_ID: '7',
    PROVIDER_ONE_WEBHOOK_SECRET: 'one-secret',
    PROVIDER_ONE_VARIANT_IDS: 'YEARLY=101,MONTHLY=102,5GB_YEARLY=103,5GB_MONTHLY=104',
    PROVIDER_ONE_LICENCE_VARIANT_IDS: 'standard=201,premium=202',
  });
  providerOne.setWebhookUrl(`${server.url}/api/billing/provider-one/webhook`);
});

test.afterAll(async () => {
  await server.stop();
  await providerOne.close();
});

async function newDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  await skipPrivacyNotice(context);
  return context.newPage();
}

test('buying a licence shows the purchase dialog with the key, active on this device', async ({
  browser,
}) => {
  const page = await newDevice(browser);
  // Without a licence a plugin cannot be switched on again, and the refusal links to the plans.
  await page.goto(`${server.url}/#plugins`);
  const calculator = page.getByRole('switch', { name: 'Calculator' });
  await calculator.click();
  await expect(calculator).not.toBeChecked();
  await calculator.click();
  await expect(
    page.getByText('Switching this plugin on needs a licence with unlimited plugins.'),
  ).toBeVisible();
  await expect(calculator).not.toBeChecked();
  await page.getByRole('link', { name: 'See licences' }).click();
  const pricing = page.getByRole('dialog', { name: 'Confab lifetime licence' });
  await expect(pricing.getByRole('button', { name: 'Get a lifetime license' })).toBeVisible();
  await expect(pricing.getByText('Lifetime licence, active on up to 2 devices at once')).toBeVisible();
  await saveScreenshot(page, 'licence-pricing');
  await pricing.getByRole('heading', { name: 'Choose your licence' }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'licence-pricing-plans');
  await pricing.getByRole('button', { name: 'Buy Standard' }).click();

  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay now' }).click();

  const purchase = page.getByRole('dialog', { name: 'Your licence' });
  await expect(purchase.getByRole('status')).toHaveText(
    'Thank you! Your Standard licence is active on this device. We also sent the key to buyer@example.com.',
  );
  // The session id is gone from the address once read.
  expect(new URL(page.url()).searchParams.has('checkout_success')).toBe(false);
  await purchase.getByRole('button', { name: 'View license key' }).click();
  await expect(purchase.getByRole('textbox', { name: 'Licence key' })).toHaveValue(/^CONFAB-[0-9A-Z-]+$/);
  await saveScreenshot(page, 'licence-purchase-success');
  await purchase.getByRole('button', { name: 'Start chatting' }).click();
  await page.goto(`${server.url}/#plugins`);
  await calculator.click();
  await expect(calculator).toBeChecked();

  await page.goto(`${server.url}/#settings/licence`);
  const section = page.getByRole('region', { name: 'Licence key' });
  await expect(
    section.getByText('Standard licence for buyer@example.com, active on this device.'),
  ).toBeVisible();
  await saveScreenshot(page, 'licence-settings');
  await page.context().close();
});

test('one key on two browsers hits the device limit; unlinking frees the device', async ({ browser }) => {
  const key = licenceCommand(
    ['issue', '--email', 'ada@example.com', '--plan', 'standard', '--devices', '1'],
    {
      LICENCE_SIGNING_KEY: signingKey,
      DATA_DIR: server.dataDirectory,
    },
  ).trim();

  const first = await newDevice(browser);
  await first.goto(`${server.url}/#settings/licence`);
  const section = first.getByRole('region', { name: 'Licence key' });
  const field = section.getByRole('textbox', { name: 'Licence key' });
  await field.fill('sk-proj-not-a-licence');
  await expect(section.getByText('This looks like an API key.', { exact: false })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Activate' })).toBeDisabled();
  await field.fill(key);
  await field.press('Enter');
  await expect(section.getByText('Your licence is active on this device.')).toBeVisible();
  await expect(field).toHaveValue(new RegExp(`•+${key.slice(-4)}$`));

  const second = await newDevice(browser);
  await second.goto(`${server.url}/?thankyou&key=${encodeURIComponent(key)}`);
  const thankYou = second.getByRole('dialog', { name: 'Thank you for your purchase!' });
  await expect(thankYou.getByRole('button', { name: 'Skip for now' })).toBeDisabled();
  await expect(thankYou.getByRole('textbox', { name: 'Licence key' })).toHaveValue(key);
  await thankYou.getByRole('button', { name: 'Activate' }).click();
  await expect(thankYou.getByRole('alert')).toContainText('already active on 1 device, and its limit is 1');
  await saveScreenshot(second, 'licence-thank-you-limit');

  await first.getByRole('button', { name: 'Workspace menu' }).click();
  await first.getByRole('menuitem', { name: 'Licence key' }).click();
  const popup = first.getByRole('dialog', { name: 'Licence key' });
  await expect(popup.getByText('Standard licence for ada@example.com, active on this device.')).toBeVisible();
  await saveScreenshot(first, 'licence-popup');
  // Waited for from before the click: the page can reload before a wait set up after it begins.
  await Promise.all([
    first.waitForEvent('load'),
    popup.getByRole('button', { name: 'Unlink this device' }).click(),
  ]);
  await first.goto(`${server.url}/#settings/licence`);
  await expect(
    first.getByRole('region', { name: 'Licence key' }).getByRole('textbox', { name: 'Licence key' }),
  ).toHaveValue('');

  // The freed device slot takes the second browser; the thank-you dialog then closes with Done.
  await thankYou.getByRole('button', { name: 'Activate' }).click();
  await expect(thankYou.getByText('Your licence is active on this device.')).toBeVisible();
  await thankYou.getByRole('button', { name: 'Done' }).click();
  await expect(thankYou).toBeHidden();
  await first.context().close();
  await second.context().close();
});

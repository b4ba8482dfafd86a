import type { Page } from '@playwright/test';
import {
  startFakeProviderOne,
  startFakeProviderTwo,
  type FakeProviderOne,
  type FakeProviderTwo,
} from '@confab/test-kit/payment-providers';
import { startSmtpInbox, type SmtpInbox } from '@confab/test-kit/smtp-inbox';
import { saveScreenshot } from './support/screenshots.ts';
import { signedInDevice } from './support/signed-in-device.ts';
import { startServer, type RunningServer } from './support/start-server.ts';
import { expect, test } from './support/test.ts';

// Buying storage end to end: the app, a server of its own, and local stand-ins for both payment providers.
test.describe.configure({ timeout: 90_000 });

let inbox: SmtpInbox;
let providerOne: FakeProviderOne;
let providerTwo: FakeProviderTwo;

const planIDs = 'YEARLY=101,MONTHLY=102,5GB_YEARLY=103,5GB_MONTHLY=104';
const priceIDs = 'YEARLY=price_y,MONTHLY=price_m,5GB_YEARLY=price_5y,5GB_MONTHLY=price_5m';

test.beforeAll(async () => {
  inbox = await startSmtpInbox();
  providerOne = await startFakeProviderOne({
    apiKey: 'one-key',
    webhookSecret: 'one-secret',
    storeId: '7',
    variants: { '103': { productName: 'Confab storage 5 GB yearly', periodDays: 365 } },
  });
  providerTwo = await startFakeProviderTwo({
    secretKey: 'sk_two',
    webhookSecret: 'whsec_two',
    prices: { price_m: { product: 'Confab storage 1 GB monthly', periodDays: 30 } },
  });
});

test.afterAll(async () => {
  await providerOne.close();
  await providerTwo.close();
  await inbox.close();
});

async function serverSelling(checkoutProvider: 'one' | 'two'): Promise<RunningServer> {
  const server = await startServer({
    SMTP_URL: inbox.url,
    SMTP_FROM: 'Confab <login@confab.test>',
    STORAGE_LIMIT_BYTES: '5000000',
    CHECKOUT_PROVIDER: checkoutProvider,
    PROVIDER_ONE_API_URL: providerOne.url,
    PROVIDER_ONE_API_KEY: 'one-key',
    PROVIDER_ONE_STORE_ID: '7',
    PROVIDER_ONE_WEBHOOK_SECRET: 'one-secret',
    PROVIDER_ONE_VARIANT_IDS: planIDs,
    PROVIDER_TWO_API_URL: providerTwo.url,
    PROVIDER_TWO_SECRET_KEY: 'sk_two',
    PROVIDER_TWO_WEBHOOK_SECRET: 'whsec_two',
    PROVIDER_TWO_PRICE_IDS: priceIDs,
  });
  providerOne.setWebhookUrl(`${server.url}/api/billing/provider-one/webhook`);
  providerTwo.setWebhookUrl(`${server.url}/api/billing/provider-two/webhook`);
  return server;
}

const storage = (page: Page) => page.getByRole('region', { name: 'Storage', exact: true });

test('provider one: pick a 5 GB plan, pay, then update the card, cancel and resume', async ({ browser }) => {
  const server = await serverSelling('one');
  try {
    const { page, context } = await signedInDevice(browser, {
      server,
      inbox,
      email: `buyer-one-${String(Date.now())}@example.com`,
    });
    await page.goto(`${server.url}/#settings/cloud-storage`);
    const section = storage(page);
    await expect(section.getByText('of 5 MB used (0.00%)', { exact: false })).toBeVisible();
    const purchase = section.getByRole('group', { name: 'Get more storage' });
    await expect(purchase.getByRole('radio', { name: '1 GB, billed yearly' })).toBeChecked();
    await expect(purchase.getByRole('radio')).toHaveCount(2);
    await purchase.getByRole('button', { name: 'More plans' }).click();
    await expect(purchase.getByRole('radio')).toHaveCount(4);
    await purchase.getByRole('radio', { name: '5 GB, billed yearly' }).check();
    await saveScreenshot(page, 'billing-purchase-panel');
    await purchase.getByRole('button', { name: 'Continue to checkout' }).click();

    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await expect(page.getByText('Confab storage 5 GB yearly')).toBeVisible();
    await page.getByRole('button', { name: 'Pay now' }).click();

    await expect(page).toHaveURL(`${server.url}/#settings/cloud-storage`);
    const subscription = section.getByRole('listitem').filter({ hasText: 'Confab storage 5 GB yearly' });
    await expect(subscription).toContainText('Active');
    await expect(subscription).toContainText('Renews on');
    await expect(section).toContainText('of 5.01 GB used');
    await saveScreenshot(page, 'billing-subscription-active');

    const paymentTab = context.waitForEvent('page');
    await subscription.getByRole('button', { name: 'Update payment method' }).click();
    await expect((await paymentTab).getByRole('heading', { name: 'Update payment method' })).toBeVisible();
    await expect(section.getByRole('status')).toHaveText(
      'The page to update your payment method opens in a new tab.',
    );

    await subscription.getByRole('button', { name: 'Cancel subscription' }).click();
    await subscription.getByRole('button', { name: 'Click again to cancel' }).click();
    await expect(subscription).toContainText('Cancelled');
    await expect(subscription).toContainText('Ends on');
    await expect(section.getByRole('status')).toContainText('Your subscription is cancelled.');
    // Cancelled keeps the storage until the paid period ends.
    await expect(section).toContainText('of 5.01 GB used');
    await saveScreenshot(page, 'billing-subscription-cancelled');

    await subscription.getByRole('button', { name: 'Resume subscription' }).click();
    await expect(subscription).toContainText('Active');
    await expect(section.getByRole('status')).toHaveText('Your subscription is active again.');

    // Expired subscriptions are hidden and the storage goes back to the free limit.
    await providerOne.expire([...providerOne.subscriptions.keys()].at(-1) ?? '');
    await page.reload();
    await expect(section).toContainText('of 5 MB used');
    await expect(section.getByRole('heading', { name: 'Subscriptions' })).toHaveCount(0);
    await context.close();
  } finally {
    await server.stop();
  }
});

test('provider two: subscribe, then cancel at period end through the billing portal', async ({ browser }) => {
  const server = await serverSelling('two');
  try {
    const { page, context } = await signedInDevice(browser, {
      server,
      inbox,
      email: `buyer-two-${String(Date.now())}@example.com`,
    });
    await page.goto(`${server.url}/#settings/cloud-storage`);
    const section = storage(page);
    const purchase = section.getByRole('group', { name: 'Get more storage' });
    await purchase.getByRole('radio', { name: '1 GB, billed monthly' }).check();
    await purchase.getByRole('button', { name: 'Continue to checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Subscribe' })).toBeVisible();
    await page.getByRole('button', { name: 'Subscribe' }).click();

    await expect(page).toHaveURL(`${server.url}/#settings/cloud-storage`);
    const subscription = section.getByRole('listitem').filter({ hasText: 'Confab storage 1 GB monthly' });
    await expect(subscription).toContainText('Renews on');
    await expect(section).toContainText('of 1.01 GB used');

    await section.getByRole('button', { name: 'Manage subscription' }).click();
    await expect(page.getByRole('heading', { name: 'Billing' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await expect(page).toHaveURL(`${server.url}/#settings/cloud-storage`);
    await expect(subscription).toContainText('Cancelled, ends on');
    await saveScreenshot(page, 'billing-provider-two-cancelled');
    await context.close();
  } finally {
    await server.stop();
  }
});

test('a host without payment providers offers no purchase', async ({ browser }) => {
  const server = await startServer({ SMTP_URL: inbox.url, SMTP_FROM: 'Confab <login@confab.test>' });
  try {
    const { page, context } = await signedInDevice(browser, { server, inbox, email: 'free@example.com' });
    await page.goto(`${server.url}/#settings/cloud-storage`);
    await expect(storage(page)).toContainText('Unlimited storage');
    await expect(storage(page).getByRole('group', { name: 'Get more storage' })).toHaveCount(0);
    await context.close();
  } finally {
    await server.stop();
  }
});

import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  licenceGrantSchema,
  orderInfoResponseSchema,
  redirectUrlResponseSchema,
} from '@confab/core/protocol';
import {
  startFakeProviderOne,
  startFakeProviderTwo,
  type FakeProviderOne,
  type FakeProviderTwo,
} from '@confab/test-kit/payment-providers';
import type { BillingConfig } from '../src/billing/billing-config.ts';
import { licenceMessages } from '../src/licensing/licence-messages.ts';
import type { ListeningServer } from '../src/server/listen.ts';
import { createAuthTestApp, type AuthTestApp } from './helpers/auth-test-app.ts';
import { createCapturingMailer } from './helpers/capturing-mailer.ts';
import { closeBillingTest, fakeBillingConfig, listenForWebhooks } from './helpers/fake-billing-config.ts';
import {
  createCapturingLicenceMailer,
  testLicensing,
  type CapturingLicenceMailer,
} from './helpers/licence-test-setup.ts';
import type { TestDatabase } from './helpers/sqlite-test-database.ts';

/** A page of the host itself: app.request() addresses it as http://localhost. */
const returnTo = 'http://localhost/#pricing';

/** Buying a licence through either payment provider: checkout, the paid webhook, order info. */
export function registerLicencePurchaseContract(openTestDatabase: () => Promise<TestDatabase>): void {
  let testDatabase: TestDatabase;
  let licenceMailer: CapturingLicenceMailer;
  let providerOne: FakeProviderOne;
  let providerTwo: FakeProviderTwo;
  let listening: ListeningServer;
  let client: AuthTestApp;

  const start = async (checkoutProvider: BillingConfig['checkoutProvider']) => {
    const billing = fakeBillingConfig(providerOne, providerTwo, checkoutProvider);
    const licensing = testLicensing({
      mailer: licenceMailer,
      products: {
        providerOne: { standard: '201', premium: '202' },
        providerTwo: { standard: 'price_licence_s', premium: 'price_licence_p' },
      },
    });
    client = createAuthTestApp(
      testDatabase,
      { mailer: createCapturingMailer() },
      { storageLimitBytes: 10_000, billing, licensing },
    );
    listening = await listenForWebhooks(client.app, providerOne, providerTwo);
  };

  beforeEach(async () => {
    testDatabase = await openTestDatabase();
    licenceMailer = createCapturingLicenceMailer();
    providerOne = await startFakeProviderOne({
      apiKey: 'one-key',
      webhookSecret: 'one-secret',
      storeId: '7',
      buyerEmail: 'Buyer@Example.com',
      variants: {
        '101': { productName: 'Confab storage 1 GB yearly', periodDays: 365 },
        '202': { productName: 'Confab Premium licence', periodDays: 0, oneTime: true },
      },
    });
    providerTwo = await startFakeProviderTwo({
      secretKey: 'sk_two',
      webhookSecret: 'whsec_two',
      buyerEmail: 'payer@example.com',
      prices: { price_licence_s: { product: 'Confab Standard licence', periodDays: 0 } },
    });
  });

  afterEach(async () => {
    await closeBillingTest({ listening, providerOne, providerTwo, testDatabase });
  });

  const checkout = async (plan: string) => {
    const response = await client.post('/api/licence/checkout', { plan, redirect: returnTo });
    expect(response.status).toBe(200);
    return redirectUrlResponseSchema.parse(await response.json()).url;
  };
  const orderInfo = (checkoutSessionID: string) => client.post('/api/order-info', { checkoutSessionID });
  const licenceCount = async () =>
    (await testDatabase.database.selectFrom('licences').select('id').execute()).length;

  it('provider one: the paid order webhook makes one licence, mails its key, and order info shows it', async () => {
    await start('providerOne');
    const checkoutUrl = await checkout('premium');
    const back = new URL(await providerOne.pay(checkoutUrl));
    expect(`${back.origin}${back.pathname}${back.hash}`).toBe(returnTo);
    const checkoutSessionID = back.searchParams.get('checkout_success') ?? '';
    expect(checkoutSessionID).toMatch(/^lc_/);

    const info = await orderInfo(checkoutSessionID);
    expect(info.status).toBe(200);
    expect(info.headers.get('cache-control')).toBe('no-store');
    const order = orderInfoResponseSchema.parse(await info.json());
    expect(order).toEqual({
      email: 'buyer@example.com',
      licenseKey: expect.stringMatching(/^CONFAB-/) as unknown,
      plan: 'premium',
    });
    expect(licenceMailer.sent).toEqual([
      { to: 'buyer@example.com', reason: 'purchase', keys: [{ key: order.licenseKey, plan: 'premium' }] },
    ]);
    const activated = await client.post('/api/licence/activate', { key: order.licenseKey });
    expect(licenceGrantSchema.safeParse(await activated.json()).success).toBe(true);

    // The provider retries: still one licence, one mail, the same key.
    const [orderID] = [...providerOne.orders.keys()];
    expect(await providerOne.redeliverOrder(orderID ?? '')).toBe(200);
    expect(await licenceCount()).toBe(1);
    expect(licenceMailer.sent).toHaveLength(1);
    expect(orderInfoResponseSchema.parse(await (await orderInfo(checkoutSessionID)).json()).licenseKey).toBe(
      order.licenseKey,
    );
    expect(client.logText()).not.toContain(order.licenseKey);
  });

  it('provider two: a completed payment session makes the licence, once', async () => {
    await start('providerTwo');
    const checkoutUrl = await checkout('standard');
    const form = new URLSearchParams(
      providerTwo.requests.find((request) => request.path === '/v1/checkout/sessions')?.body ?? '',
    );
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][price]')).toBe('price_licence_s');
    const checkoutSessionID =
      new URL(await providerTwo.pay(checkoutUrl)).searchParams.get('checkout_success') ?? '';
    expect(form.get('metadata[licence_checkout_id]')).toBe(checkoutSessionID);

    const order = orderInfoResponseSchema.parse(await (await orderInfo(checkoutSessionID)).json());
    expect(order).toMatchObject({ email: 'payer@example.com', plan: 'standard' });
    const [sessionID] = [...providerTwo.completedSessions.keys()];
    expect(await providerTwo.redeliverSession(sessionID ?? '')).toBe(200);
    expect(await licenceCount()).toBe(1);
    expect(licenceMailer.sent).toHaveLength(1);
  });

  it('refuses order info for unknown or unpaid checkouts, foreign return pages and forged webhooks', async () => {
    await start('providerOne');
    const unpaidUrl = await checkout('premium');
    const sent = JSON.parse(
      providerOne.requests.find((request) => request.path === '/v1/checkouts')?.body ?? '{}',
    ) as { data: { attributes: { product_options: { redirect_url: string } } } };
    const unpaid = new URL(sent.data.attributes.product_options.redirect_url).searchParams.get(
      'checkout_success',
    );
    expect(unpaidUrl.startsWith(providerOne.url)).toBe(true);
    for (const id of [unpaid ?? '', 'lc_made-up']) {
      const info = await orderInfo(id);
      expect(info.status).toBe(400);
      expect(await info.json()).toEqual({ userMessage: licenceMessages.orderNotFound });
    }
    const elsewhere = await client.post('/api/licence/checkout', {
      plan: 'standard',
      redirect: 'https://evil.example/',
    });
    expect(elsewhere.status).toBe(400);

    const forged = await fetch(`${listening.url}/api/billing/provider-one/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': 'bad' },
      body: JSON.stringify({
        meta: { event_name: 'order_created', custom_data: { licence_checkout_id: 'lc_x' } },
      }),
    });
    expect(forged.status).toBe(400);
    expect(await licenceCount()).toBe(0);
  });
}

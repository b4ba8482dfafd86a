import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  errorResponseSchema,
  redirectUrlResponseSchema,
  storagePlanBytes,
  subscriptionActionResponseSchema,
  syncStatsSchema,
  verifyResponseSchema,
} from '@confab/core/protocol';
import {
  startFakeProviderOne,
  startFakeProviderTwo,
  type FakeProviderOne,
  type FakeProviderTwo,
} from '@confab/test-kit/payment-providers';
import type { BillingConfig } from '../src/billing/billing-config.ts';
import { billingMessages } from '../src/billing/billing-messages.ts';
import type { ListeningServer } from '../src/server/listen.ts';
import { createAuthTestApp, type AuthTestApp } from './helpers/auth-test-app.ts';
import { createCapturingMailer, type CapturingMailer } from './helpers/capturing-mailer.ts';
import { closeBillingTest, fakeBillingConfig, listenForWebhooks } from './helpers/fake-billing-config.ts';
import type { TestDatabase } from './helpers/sqlite-test-database.ts';

const baseLimit = 10_000;
/** A page of the host itself: app.request() addresses it as http://localhost. */
const returnTo = 'http://localhost/#settings';

/** Buying storage through both payment providers, their signed webhooks, and subscription changes. */
export function registerBillingContract(openTestDatabase: () => Promise<TestDatabase>): void {
  let testDatabase: TestDatabase;
  let mailer: CapturingMailer;
  let providerOne: FakeProviderOne;
  let providerTwo: FakeProviderTwo;
  let listening: ListeningServer;
  let client: AuthTestApp;

  const start = async (checkoutProvider: BillingConfig['checkoutProvider']) => {
    const billing = fakeBillingConfig(providerOne, providerTwo, checkoutProvider);
    client = createAuthTestApp(testDatabase, { mailer }, { storageLimitBytes: baseLimit, billing });
    listening = await listenForWebhooks(client.app, providerOne, providerTwo);
  };

  beforeEach(async () => {
    testDatabase = await openTestDatabase();
    mailer = createCapturingMailer();
    providerOne = await startFakeProviderOne({
      apiKey: 'one-key',
      webhookSecret: 'one-secret',
      storeId: '7',
      variants: {
        '101': { productName: 'Confab storage 1 GB yearly', periodDays: 365 },
        '103': { productName: 'Confab storage 5 GB yearly', periodDays: 365 },
      },
    });
    providerTwo = await startFakeProviderTwo({
      secretKey: 'sk_two',
      webhookSecret: 'whsec_two',
      prices: { price_m: { product: 'prod_storage_1gb', periodDays: 30 } },
    });
  });

  afterEach(async () => {
    await closeBillingTest({ listening, providerOne, providerTwo, testDatabase });
  });

  const logIn = async (email: string) => {
    await client.post('/api/login', { email, useAltLogin: false });
    const response = await client.post('/api/verify', { email, code: mailer.latestCode(email) });
    return verifyResponseSchema.parse(await response.json()).token;
  };
  const stats = async (token: string) =>
    syncStatsSchema.parse(await (await client.get('/api/cloud/sync/stats', { token })).json());
  const buy = async (token: string, storage: string) => {
    const response = await client.post(
      '/api/cloud/storage/buy-more',
      { storage, redirect: returnTo },
      { token },
    );
    expect(response.status).toBe(200);
    return redirectUrlResponseSchema.parse(await response.json()).url;
  };
  const act = (token: string, id: string, action: string) =>
    client.app.request(`/api/cloud/subscriptions/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ action }),
    });

  it('provider one: checkout, a signed webhook raises the limit, cancel and resume keep it', async () => {
    await start('providerOne');
    const token = await logIn('ada@example.com');
    expect(await stats(token)).toMatchObject({
      limitUsageBytes: baseLimit,
      isPaid: false,
      subscriptions: [],
    });

    const checkoutUrl = await buy(token, 'YEARLY');
    expect(checkoutUrl.startsWith(providerOne.url)).toBe(true);
    const checkoutCall = providerOne.requests.find((request) => request.path === '/v1/checkouts');
    expect(JSON.parse(checkoutCall?.body ?? '{}')).toMatchObject({
      data: {
        attributes: {
          checkout_data: { email: 'ada@example.com' },
          product_options: { redirect_url: returnTo },
        },
        relationships: { store: { data: { id: '7' } }, variant: { data: { id: '101' } } },
      },
    });
    expect(await providerOne.pay(checkoutUrl)).toBe(returnTo);

    const paid = await stats(token);
    expect(paid).toMatchObject({ limitUsageBytes: baseLimit + storagePlanBytes.YEARLY, isPaid: true });
    expect(paid.subscriptions).toEqual([
      {
        data: {
          id: '1',
          attributes: expect.objectContaining({
            status: 'active',
            status_formatted: 'Active',
            product_name: 'Confab storage 1 GB yearly',
            variant_id: 101,
            ends_at: null,
          }) as unknown,
        },
      },
    ]);

    const update = await act(token, '1', 'update');
    const updated = subscriptionActionResponseSchema.parse(await update.json());
    expect(updated.subscription.data.attributes.urls.update_payment_method).toContain(
      '/update-payment-method',
    );
    expect(updated.userMessage).toBe(billingMessages.updatePaymentMethod);

    const cancel = subscriptionActionResponseSchema.parse(await (await act(token, '1', 'cancel')).json());
    expect(cancel.subscription.data.attributes.status).toBe('cancelled');
    expect(cancel.subscription.data.attributes.ends_at).not.toBeNull();
    expect(cancel.userMessage).toBe(billingMessages.cancelled);
    // Paid until the period ends.
    expect(await stats(token)).toMatchObject({
      limitUsageBytes: baseLimit + storagePlanBytes.YEARLY,
      isPaid: true,
    });
    expect((await act(token, '1', 'cancel')).status).toBe(409);

    const resume = subscriptionActionResponseSchema.parse(await (await act(token, '1', 'resume')).json());
    expect(resume.subscription.data.attributes.status).toBe('active');
    expect(resume.userMessage).toBe(billingMessages.resumed);

    expect(await providerOne.expire('1')).toBe(200);
    expect(await stats(token)).toMatchObject({ limitUsageBytes: baseLimit, isPaid: false });
    expect((await stats(token)).subscriptions[0]?.data.attributes.status).toBe('expired');
    expect((await act(token, '1', 'resume')).status).toBe(409);
  });

  it('provider two: checkout session, webhook, cancel at period end through the portal', async () => {
    await start('providerTwo');
    const token = await logIn('ada@example.com');
    const checkoutUrl = await buy(token, 'MONTHLY');
    const form = new URLSearchParams(
      providerTwo.requests.find((request) => request.path === '/v1/checkout/sessions')?.body ?? '',
    );
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('line_items[0][price]')).toBe('price_m');
    expect(form.get('success_url')).toBe(returnTo);
    expect(form.get('customer_email')).toBe('ada@example.com');
    expect(await providerTwo.pay(checkoutUrl)).toBe(returnTo);

    const paid = await stats(token);
    expect(paid).toMatchObject({ limitUsageBytes: baseLimit + storagePlanBytes.MONTHLY, isPaid: true });
    const [subscription] = paid.stripeSubscriptions;
    expect(subscription?.data).toMatchObject({
      status: 'active',
      plan: { product: 'prod_storage_1gb' },
      cancel_at_period_end: false,
    });

    const manage = await client.post('/api/cloud/subscriptions/manage', { redirect: returnTo }, { token });
    const portalUrl = redirectUrlResponseSchema.parse(await manage.json()).url;
    expect(portalUrl.startsWith(`${providerTwo.url}/p/session/`)).toBe(true);
    const cancelled = await fetch(`${portalUrl}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.headers.get('location')).toBe(returnTo);
    expect((await stats(token)).stripeSubscriptions[0]?.data.cancel_at_period_end).toBe(true);
    expect((await stats(token)).isPaid).toBe(true);

    expect(await providerTwo.end(subscription?.data.id ?? '')).toBe(200);
    expect(await stats(token)).toMatchObject({ limitUsageBytes: baseLimit, isPaid: false });
  });

  it('refuses unsigned, tampered and replayed webhooks and changes nothing', async () => {
    await start('providerTwo');
    const token = await logIn('ada@example.com');
    await providerTwo.pay(await buy(token, 'MONTHLY'));
    const [subscription] = (await stats(token)).stripeSubscriptions;
    const stored = providerTwo.subscriptions.get(subscription?.data.id ?? '');
    const event = (status: string) =>
      JSON.stringify({
        id: 'evt_x',
        type: 'customer.subscription.updated',
        created: Math.floor(Date.now() / 1000) + 5,
        data: { object: { ...stored, status } },
      });

    const unsigned = await fetch(`${listening.url}/api/billing/provider-two/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: event('canceled'),
    });
    expect(unsigned.status).toBe(400);
    expect(errorResponseSchema.parse(await unsigned.json()).userMessage).toBe(
      billingMessages.invalidSignature,
    );
    const replayed = await providerTwo.sendSigned(event('canceled'), Math.floor(Date.now() / 1000) - 3600);
    expect(replayed).toBe(400);
    const forged = await fetch(`${listening.url}/api/billing/provider-one/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': 'ab'.repeat(32) },
      body: JSON.stringify({
        meta: { event_name: 'subscription_created', custom_data: { user_id: 'x' } },
        data: {},
      }),
    });
    expect(forged.status).toBe(400);
    expect(await stats(token)).toMatchObject({
      isPaid: true,
      limitUsageBytes: baseLimit + storagePlanBytes.MONTHLY,
    });

    // Signed but malformed: a 400 the provider shows in its dashboard, never a 500.
    expect(await providerTwo.sendSigned('{"id":1}')).toBe(400);
    // Signed events Confab does not act on are acknowledged, so the provider stops retrying.
    expect(
      await providerTwo.sendSigned(
        JSON.stringify({
          id: 'evt_y',
          type: 'invoice.paid',
          created: 1,
          data: { object: { object: 'invoice' } },
        }),
      ),
    ).toBe(200);
    expect(
      await providerOne.sendSigned(
        JSON.stringify({ meta: { event_name: 'order_created' }, data: { type: 'orders' } }),
      ),
    ).toBe(200);
  });

  it('keeps the newest state when webhooks arrive out of order', async () => {
    await start('providerTwo');
    const token = await logIn('ada@example.com');
    await providerTwo.pay(await buy(token, 'MONTHLY'));
    const id = (await stats(token)).stripeSubscriptions[0]?.data.id ?? '';
    const stored = providerTwo.subscriptions.get(id);
    const at = (created: number, status: string) =>
      JSON.stringify({
        id: `evt_${String(created)}`,
        type: 'customer.subscription.updated',
        created,
        data: { object: { ...stored, status } },
      });
    const now = Math.floor(Date.now() / 1000);
    expect(await providerTwo.sendSigned(at(now + 20, 'canceled'))).toBe(200);
    // An older event (sent earlier, retried late) must not bring the subscription back.
    expect(await providerTwo.sendSigned(at(now + 10, 'active'))).toBe(200);
    expect(await stats(token)).toMatchObject({ isPaid: false, limitUsageBytes: baseLimit });
  });

  it('only the owner can change a subscription; a plan must be known; redirects must be web pages', async () => {
    await start('providerOne');
    const ada = await logIn('ada@example.com');
    const bob = await logIn('bob@example.com');
    await providerOne.pay(await buy(ada, '5GB_YEARLY'));
    expect((await stats(ada)).limitUsageBytes).toBe(baseLimit + storagePlanBytes['5GB_YEARLY']);
    expect((await stats(bob)).subscriptions).toEqual([]);

    const stolen = await act(bob, '1', 'cancel');
    expect(stolen.status).toBe(404);
    expect(errorResponseSchema.parse(await stolen.json()).userMessage).toBe(
      billingMessages.subscriptionNotFound,
    );
    expect(providerOne.subscriptions.get('1')?.subscription.attributes.status).toBe('active');

    expect((await act(ada, '1', 'delete')).status).toBe(400);
    const badPlan = await client.post(
      '/api/cloud/storage/buy-more',
      { storage: '1TB', redirect: returnTo },
      { token: ada },
    );
    expect(badPlan.status).toBe(400);
    const script = await client.post(
      '/api/cloud/storage/buy-more',
      { storage: 'YEARLY', redirect: 'javascript:alert(1)' },
      { token: ada },
    );
    expect(script.status).toBe(400);
    for (const elsewhere of [
      'https://evil.example/#settings',
      'http://localhost.evil.example/',
      'http://localhost:8080/',
    ]) {
      for (const [path, body] of [
        ['/api/cloud/storage/buy-more', { storage: 'YEARLY', redirect: elsewhere }],
        ['/api/cloud/subscriptions/manage', { redirect: elsewhere }],
      ] as const) {
        const refused = await client.post(path, body, { token: ada });
        expect(refused.status).toBe(400);
        expect(errorResponseSchema.parse(await refused.json()).userMessage).toBe(
          billingMessages.redirectElsewhere,
        );
      }
    }
    // Behind the (trusted) proxy the host's origin is the one the browser used.
    const proxied = await client.app.request('/api/cloud/storage/buy-more', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${ada}`,
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'confab.example.org',
      },
      body: JSON.stringify({ storage: 'YEARLY', redirect: 'https://confab.example.org/#settings' }),
    });
    expect(proxied.status).toBe(200);
    expect(
      (await client.post('/api/cloud/storage/buy-more', { storage: 'YEARLY', redirect: returnTo })).status,
    ).toBe(401);
    const nothing = await client.post(
      '/api/cloud/subscriptions/manage',
      { redirect: returnTo },
      { token: bob },
    );
    expect(nothing.status).toBe(404);
    expect(errorResponseSchema.parse(await nothing.json()).userMessage).toBe(billingMessages.nothingToManage);
    expect(client.logText()).not.toContain('one-key');
  });

  it('answers 502 with a message when the provider fails, and charges nothing', async () => {
    await start('providerOne');
    const token = await logIn('ada@example.com');
    await providerOne.close();
    const response = await client.post(
      '/api/cloud/storage/buy-more',
      { storage: 'YEARLY', redirect: returnTo },
      { token },
    );
    expect(response.status).toBe(502);
    expect(errorResponseSchema.parse(await response.json()).userMessage).toMatch(/Nothing was charged/);
    // The fake is closed twice by afterEach otherwise.
    providerOne = await startFakeProviderOne({ apiKey: 'x', webhookSecret: 'x', storeId: '7', variants: {} });
  });
}

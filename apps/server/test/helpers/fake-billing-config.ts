import type { FakeProviderOne, FakeProviderTwo } from '@confab/test-kit/payment-providers';
import type { BillingConfig } from '../../src/billing/billing-config.ts';
import type { Hono } from 'hono';
import { listen, type ListeningServer } from '../../src/server/listen.ts';
import type { TestDatabase } from './sqlite-test-database.ts';

/** The storage plans' product ids the fake providers are configured with in every billing test. */
const fakeStorageVariantIDs = { YEARLY: '101', MONTHLY: '102', '5GB_YEARLY': '103', '5GB_MONTHLY': '104' };

/** Both fake payment providers as the server's billing configuration, checking out through one. */
export function fakeBillingConfig(
  providerOne: FakeProviderOne,
  providerTwo: FakeProviderTwo,
  checkoutProvider: BillingConfig['checkoutProvider'],
): BillingConfig {
  return {
    providerOne: {
      apiUrl: providerOne.url,
      apiKey: 'one-key',
      storeId: '7',
      webhookSecret: 'one-secret',
      variantIDs: fakeStorageVariantIDs,
    },
    providerTwo: {
      apiUrl: providerTwo.url,
      secretKey: 'sk_two',
      webhookSecret: 'whsec_two',
      priceIDs: {
        YEARLY: 'price_y',
        MONTHLY: 'price_m',
        '5GB_YEARLY': 'price_5y',
        '5GB_MONTHLY': 'price_5m',
      },
    },
    checkoutProvider,
  };
}

/** After each billing test: the app's port (its webhooks' address), both fake providers, the database. */
export async function closeBillingTest(parts: {
  listening: ListeningServer;
  providerOne: FakeProviderOne;
  providerTwo: FakeProviderTwo;
  testDatabase: TestDatabase;
}): Promise<void> {
  parts.listening.server.closeAllConnections();
  await new Promise((resolve) => parts.listening.server.close(resolve));
  await parts.providerOne.close();
  await parts.providerTwo.close();
  await parts.testDatabase.close();
}

/** The providers' webhooks arrive over HTTP, so the app listens on a real port and they are told it. */
export async function listenForWebhooks(
  app: Hono,
  providerOne: FakeProviderOne,
  providerTwo: FakeProviderTwo,
): Promise<ListeningServer> {
  const listening = await listen(app, { host: '127.0.0.1', port: 0 });
  providerOne.setWebhookUrl(`${listening.url}/api/billing/provider-one/webhook`);
  providerTwo.setWebhookUrl(`${listening.url}/api/billing/provider-two/webhook`);
  return listening;
}

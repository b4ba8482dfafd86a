import type { Context, Hono } from 'hono';
import {
  buyMoreStorageRequestSchema,
  manageSubscriptionsRequestSchema,
  subscriptionActionRequestSchema,
  type RedirectUrlResponse,
} from '@confab/core/protocol';
import type { AuthService } from '../auth/auth-service.ts';
import { requireSession } from '../auth/require-session.ts';
import type { BillingService } from '../billing/billing-service.ts';
import { billingMessages } from '../billing/billing-messages.ts';
import { HttpError } from '../http/http-error.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import { requestOrigin } from '../http/request-origin.ts';

/**
 * Storage purchase, subscription changes and the providers' webhooks. Without a configured provider
 * the calls answer 404 with a message, and the host config tells the app not to offer them.
 */
export function registerBillingRoutes(
  app: Hono,
  {
    auth,
    billing,
    trustProxy,
  }: { auth: AuthService; billing: BillingService | undefined; trustProxy: boolean },
): void {
  const session = requireSession(auth);
  /**
   * The provider sends the person back to this URL after paying: only a page of this host, or the
   * checkout would be an open redirect through a trusted payment page. The host (name and port) is
   * compared, not the scheme (the schema allows http and https only): behind a TLS proxy without
   * TRUST_PROXY the server sees http while the browser used https, and both are this host.
   */
  const ownPage = (context: Context, redirect: string): string => {
    if (new URL(redirect).host !== new URL(requestOrigin(context, { trustProxy })).host) {
      throw new HttpError(400, billingMessages.redirectElsewhere);
    }
    return redirect;
  };
  const available = (): BillingService => {
    if (!billing) throw new HttpError(404, billingMessages.notAvailable);
    return billing;
  };

  app.post('/api/cloud/storage/buy-more', session, async (context) => {
    const service = available();
    const request = await readJsonBody(context, buyMoreStorageRequestSchema);
    const body: RedirectUrlResponse = {
      url: await service.buyMore(
        context.get('session').userID,
        request.storage,
        ownPage(context, request.redirect),
      ),
    };
    return context.json(body);
  });

  app.put('/api/cloud/subscriptions/:id', session, async (context) => {
    const service = available();
    const { action } = await readJsonBody(context, subscriptionActionRequestSchema);
    return context.json(await service.act(context.get('session').userID, context.req.param('id'), action));
  });

  app.post('/api/cloud/subscriptions/manage', session, async (context) => {
    const service = available();
    const { redirect } = await readJsonBody(context, manageSubscriptionsRequestSchema);
    const body: RedirectUrlResponse = {
      url: await service.manage(context.get('session').userID, ownPage(context, redirect)),
    };
    return context.json(body);
  });

  // The raw text is what was signed, so it is read before any JSON parsing.
  app.post('/api/billing/provider-one/webhook', async (context) => {
    await available().providerOneWebhook(await context.req.text(), context.req.header('x-signature'));
    return context.json({ received: true });
  });

  app.post('/api/billing/provider-two/webhook', async (context) => {
    await available().providerTwoWebhook(await context.req.text(), context.req.header('stripe-signature'));
    return context.json({ received: true });
  });
}

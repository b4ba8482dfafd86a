import type { Context, Hono, MiddlewareHandler } from 'hono';
import {
  licenceActivateRequestSchema,
  licenceCheckoutRequestSchema,
  licenceInstanceRequestSchema,
  licenceRecoverRequestSchema,
  orderInfoRequestSchema,
  type LicenceGrant,
  type RedirectUrlResponse,
} from '@confab/core/protocol';
import { rateLimitedError } from '../auth/auth-errors.ts';
import { clientAddress } from '../auth/client-address.ts';
import type { RateLimitRule, RateLimitsRepository } from '../db/repositories/index.ts';
import { HttpError } from '../http/http-error.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import { requestOrigin } from '../http/request-origin.ts';
import type { LicenceCheckout } from '../licensing/licence-checkout.ts';
import { licenceMessages } from '../licensing/licence-messages.ts';
import { LicenceRefusalError, normaliseEmail, type LicenceService } from '../licensing/licence-service.ts';

export interface LicenceRateLimits {
  /** Activate, verify, unlink and order info per caller address: guessing keys must be slow. */
  perAddress: RateLimitRule;
  recoverPerAddress: RateLimitRule;
  recoverPerEmail: RateLimitRule;
  checkoutPerAddress: RateLimitRule;
}

const minute = 60_000;

export const defaultLicenceRateLimits: LicenceRateLimits = {
  perAddress: { bucket: 'licence-address', windowMs: 10 * minute, limit: 60 },
  recoverPerAddress: { bucket: 'licence-recover-address', windowMs: 60 * minute, limit: 10 },
  recoverPerEmail: { bucket: 'licence-recover-email', windowMs: 60 * minute, limit: 3 },
  checkoutPerAddress: { bucket: 'licence-checkout-address', windowMs: 60 * minute, limit: 20 },
};

export interface LicenceRouteOptions {
  service: LicenceService;
  checkout: LicenceCheckout | undefined;
  rateLimits: RateLimitsRepository;
  limits: LicenceRateLimits;
  trustProxy: boolean;
}

/**
 * The licence server's public routes (spec §7). No session: a licence is not an account. Refusals
 * the app acts on (limitReached, deviceUnlinked) are answered with their flags beside userMessage.
 */
export function registerLicenceRoutes(app: Hono, options: LicenceRouteOptions): void {
  const { service, checkout, rateLimits, limits, trustProxy } = options;

  const enforce = async (context: Context, rule: RateLimitRule, subject?: string): Promise<void> => {
    const result = await rateLimits.hit(rule, subject ?? clientAddress(context, { trustProxy }));
    if (!result.allowed) throw rateLimitedError(result.retryAfterSeconds);
  };
  const answerGrant = async (context: Context, work: () => Promise<LicenceGrant>) => {
    try {
      return context.json(await work());
    } catch (error) {
      if (error instanceof LicenceRefusalError) return context.json(error.body, error.status);
      throw error;
    }
  };

  // Answers carry keys and tokens: no cache along the way may keep them.
  const noStore: MiddlewareHandler = async (context, next) => {
    await next();
    context.header('Cache-Control', 'no-store');
  };
  app.use('/api/licence/*', noStore);
  app.use('/api/order-info', noStore);

  app.post('/api/licence/activate', async (context) => {
    await enforce(context, limits.perAddress);
    const { key, instanceName } = await readJsonBody(context, licenceActivateRequestSchema);
    return answerGrant(context, () => service.activate(key, instanceName));
  });

  app.post('/api/licence/verify', async (context) => {
    await enforce(context, limits.perAddress);
    const { key, instanceID } = await readJsonBody(context, licenceInstanceRequestSchema);
    return answerGrant(context, () => service.verify(key, instanceID));
  });

  app.post('/api/licence/unlink', async (context) => {
    await enforce(context, limits.perAddress);
    const { key, instanceID } = await readJsonBody(context, licenceInstanceRequestSchema);
    try {
      await service.unlink(key, instanceID);
    } catch (error) {
      if (error instanceof LicenceRefusalError) return context.json(error.body, error.status);
      throw error;
    }
    return context.json({ ok: true });
  });

  app.post('/api/licence/recover', async (context) => {
    await enforce(context, limits.recoverPerAddress);
    const { email } = await readJsonBody(context, licenceRecoverRequestSchema);
    await enforce(context, limits.recoverPerEmail, normaliseEmail(email));
    await service.recover(email);
    return context.json({ ok: true });
  });

  app.post('/api/licence/checkout', async (context) => {
    if (!checkout) throw new HttpError(404, licenceMessages.notSold);
    await enforce(context, limits.checkoutPerAddress);
    const { plan, redirect } = await readJsonBody(context, licenceCheckoutRequestSchema);
    // Only a page of this host: otherwise the checkout would be an open redirect via a trusted payment page.
    if (new URL(redirect).host !== new URL(requestOrigin(context, { trustProxy })).host) {
      throw new HttpError(400, licenceMessages.redirectElsewhere);
    }
    const body: RedirectUrlResponse = { url: await checkout.create(plan, redirect) };
    return context.json(body);
  });

  app.post('/api/order-info', async (context) => {
    await enforce(context, limits.perAddress);
    const { checkoutSessionID } = await readJsonBody(context, orderInfoRequestSchema);
    const order = await service.orderInfo(checkoutSessionID);
    if (!order) throw new HttpError(400, licenceMessages.orderNotFound);
    return context.json(order);
  });
}

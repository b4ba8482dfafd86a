import type { Hono, MiddlewareHandler } from 'hono';
import { importLicencePrivateKey } from '@confab/core/licence';
import type { SessionEnv } from '../auth/require-session.ts';
import type { BillingConfig } from '../billing/billing-config.ts';
import type { OrderWebhooks } from '../billing/billing-service.ts';
import type { RateLimitsRepository } from '../db/repositories/index.ts';
import type { ConfabDatabase } from '../db/tables.ts';
import type { Logger } from '../logging/logger.ts';
import { createLogLicenceMailer, type LicenceMailer } from '../mail/licence-mailer.ts';
import { registerLicenceAdminRoutes } from '../routes/licence-admin-routes.ts';
import {
  defaultLicenceRateLimits,
  registerLicenceRoutes,
  type LicenceRateLimits,
} from '../routes/licence-routes.ts';
import { createLicenceCheckout, type LicenceOrderEvent } from './licence-checkout.ts';
import type { LicensingConfig } from './licence-config.ts';
import { createLicenceService, type LicenceService } from './licence-service.ts';
import { createLicencesStore } from './licences-store.ts';

/** createApp's `licensing` option: the parsed configuration, and what tests and main.ts supply. */
export interface LicensingOptions extends LicensingConfig {
  /** Without one, the log says a licence mail would be sent (never with the key). */
  mailer?: LicenceMailer;
  rateLimits?: LicenceRateLimits;
}

export interface LicensingDependencies {
  database: ConfabDatabase;
  billing: BillingConfig | undefined;
  rateLimits: RateLimitsRepository;
  requireAdmin: MiddlewareHandler<SessionEnv>;
  logger: Logger;
  now: () => Date;
  trustProxy: boolean;
}

/** Builds the licence server and its routes; answers the paid-order hooks the billing webhooks call. */
export function registerLicensing(
  app: Hono,
  options: LicensingOptions,
  dependencies: LicensingDependencies,
): { service: LicenceService; orders: OrderWebhooks } {
  const { database, billing, rateLimits, requireAdmin, logger, now, trustProxy } = dependencies;
  // WebCrypto imports keys asynchronously and createApp is synchronous, so the service awaits it.
  const signingKey = importLicencePrivateKey(options.signingKey);
  const service = createLicenceService({
    config: options,
    signingKey,
    store: createLicencesStore(database, now),
    mailer: options.mailer ?? createLogLicenceMailer(logger),
    logger,
    now,
  });
  const checkout = createLicenceCheckout(billing, options.products);
  registerLicenceRoutes(app, {
    service,
    checkout,
    rateLimits,
    limits: options.rateLimits ?? defaultLicenceRateLimits,
    trustProxy,
  });
  registerLicenceAdminRoutes(app, { service, requireAdmin });

  const handle = async (provider: string, event: LicenceOrderEvent | undefined): Promise<boolean> => {
    if (event === undefined || event.kind === 'notOurs') return false;
    if (event.kind === 'ignored')
      logger.info('licence order webhook ignored', { provider, reason: event.reason });
    else await service.fulfil(event.order);
    return true;
  };
  return {
    service,
    orders: {
      providerOne: (body) => handle('providerOne', checkout?.readProviderOne(body)),
      providerTwo: (body) => handle('providerTwo', checkout?.readProviderTwo(body)),
    },
  };
}

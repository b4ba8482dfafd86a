import type { Hono, MiddlewareHandler } from 'hono';
import type { HostConfig } from '@confab/core/protocol';
import type { AuthService } from '../auth/auth-service.ts';
import { guestGate, isLoginRequired } from '../auth/guest-gate.ts';
import type { SessionEnv } from '../auth/require-session.ts';
import type { RateLimitRule, Repositories } from '../db/repositories/index.ts';
import { defaultNewID } from '../db/repositories/repository-context.ts';
import type { ConfabDatabase } from '../db/tables.ts';
import type { Logger } from '../logging/logger.ts';
import type { InvitationMailer } from '../mail/invitation-mailer.ts';
import { registerAdminMembersRoutes } from '../routes/admin-members-routes.ts';
import { registerAdminRoutes } from '../routes/admin-routes.ts';
import { registerAdminSystemModelsRoutes } from '../routes/admin-system-models-routes.ts';
import { registerSystemModelRoutes } from '../system-models/system-model-routes.ts';
import { createSystemModelsStore, type SystemModelsStore } from '../system-models/system-models-store.ts';
import { createAdminStore, type AdminStore } from './admin-store.ts';
import { createHostConfigService, type HostConfigService } from './host-config-service.ts';
import { createMembersStore, type MembersStore } from './members-store.ts';

export interface AdminServices {
  adminStore: AdminStore;
  members: MembersStore;
  systemModels: SystemModelsStore;
  hostConfigs: HostConfigService;
}

/** The admin console's stores and the effective host config over the file/environment one. */
export function createAdminServices({
  database,
  now,
  base,
  logger,
}: {
  database: ConfabDatabase;
  now: () => Date;
  base: HostConfig;
  logger: Logger;
}): AdminServices {
  const context = { database, now, newID: defaultNewID };
  const adminStore = createAdminStore(context);
  const systemModels = createSystemModelsStore(context);
  return {
    adminStore,
    members: createMembersStore(context),
    systemModels,
    hostConfigs: createHostConfigService({ base, adminStore, systemModels, logger }),
  };
}

/**
 * The guest gate, following the effective config: an admin who turns on `loginRequired` (without
 * guests) closes /api/* to guests at once, without a restart.
 */
export function effectiveGuestGate(
  auth: Pick<AuthService, 'authenticate'>,
  hostConfigs: Pick<HostConfigService, 'effective' | 'base'>,
): MiddlewareHandler {
  const gate = guestGate(auth);
  return async (context, next) => {
    // Without the database the stored rule cannot be read; the file/environment one still holds.
    const config = await hostConfigs.effective().catch(() => hostConfigs.base);
    if (isLoginRequired(config)) return gate(context, next);
    return next();
  };
}

/** /api/admin/* (ADMIN_EMAILS only) and the system models' call route (any signed-in member). */
export function registerAdmin(
  app: Hono,
  {
    services,
    requireAdmin,
    requireSession,
    repositories,
    logger,
    systemModelRateLimit,
    invitationMailer,
    adminEmails,
    trustProxy,
  }: {
    services: AdminServices;
    requireAdmin: MiddlewareHandler<SessionEnv>;
    requireSession: MiddlewareHandler<SessionEnv>;
    repositories: Pick<Repositories, 'users' | 'rateLimits' | 'sessions'>;
    logger: Logger;
    systemModelRateLimit?: RateLimitRule | undefined;
    invitationMailer: InvitationMailer;
    adminEmails: readonly string[];
    trustProxy: boolean;
  },
): void {
  const { adminStore, members, systemModels, hostConfigs } = services;
  const { users } = repositories;
  registerAdminRoutes(app, { requireAdmin, adminStore, hostConfigs, users });
  registerAdminMembersRoutes(app, {
    requireAdmin,
    adminStore,
    members,
    users,
    sessions: repositories.sessions,
    hostConfigs,
    invitationMailer,
    logger,
    trustProxy,
    adminEmails,
  });
  registerAdminSystemModelsRoutes(app, { requireAdmin, adminStore, systemModels, hostConfigs, users });
  registerSystemModelRoutes(app, {
    requireSession,
    systemModels,
    rateLimits: repositories.rateLimits,
    logger,
    ...(systemModelRateLimit ? { rule: systemModelRateLimit } : {}),
  });
}

import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import type { HostConfig } from '@confab/core/protocol';
import { maxPushBodyBytes } from '@confab/core/sync-rules';
import { defaultAuthRateLimits, type AuthRateLimits } from './auth/auth-policy.ts';
import { createAuthService } from './auth/auth-service.ts';
import { createAdminServices, effectiveGuestGate, registerAdmin } from './admin/register-admin.ts';
import { memberSignInRule } from './admin/member-sign-in.ts';
import { requireAdmin } from './auth/require-admin.ts';
import { requireSession, type SessionEnv } from './auth/require-session.ts';
import { createRepositories, type RateLimitRule } from './db/repositories/index.ts';
import type { ConfabDatabase } from './db/tables.ts';
import { createErrorHandler, handleNotFound } from './http/error-handling.ts';
import { defaultBodyLimitBytes, jsonBodyLimit } from './http/json-body-limit.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { orgCors } from './http/org-cors.ts';
import { shareReads } from './http/share-policy.ts';
import { registerSharing } from './sharing/register-sharing.ts';
import type { ShareWriteLimits } from './routes/share-chat-routes.ts';
import type { Logger } from './logging/logger.ts';
import { createLogLoginMailer } from './mail/log-login-mailer.ts';
import type { LoginMailer } from './mail/login-mailer.ts';
import { createLogInvitationMailer, type InvitationMailer } from './mail/invitation-mailer.ts';
import type { BillingConfig } from './billing/billing-config.ts';
import { createBillingService } from './billing/billing-service.ts';
import { createSubscriptionsStore } from './billing/subscriptions-store.ts';
import { registerAccountRoutes } from './routes/account-routes.ts';
import { registerBillingRoutes } from './routes/billing-routes.ts';
import { registerDeleteAccountRoute } from './routes/delete-account-route.ts';
import { registerHealthRoute } from './routes/health-route.ts';
import { registerHostConfigRoute } from './routes/host-config-route.ts';
import { registerHostedUsersRoutes } from './routes/hosted-users-routes.ts';
import { createHostedUsersStore } from './hosted/hosted-users-store.ts';
import { registerLoginRoutes } from './routes/login-routes.ts';
import { registerNewsletterRoutes, type NewsletterRateLimits } from './routes/newsletter-routes.ts';
import { registerSharedAgentRoutes } from './routes/shared-agent-routes.ts';
import { maxBlobBytes, registerStorageRoutes } from './routes/storage-routes.ts';
import { createFileBlobStore, type BlobStore } from './storage/blob-store.ts';
import {
  createCloudStorage,
  defaultStorageLimitBytes,
  type CloudStorage,
} from './storage/cloud-storage-service.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { noAllowedHosts } from './plugin-proxy/allowed-hosts.ts';
import { systemResolveHost } from './plugin-proxy/checked-addresses.ts';
import {
  pluginProxyBodyLimitBytes,
  pluginProxyPath,
  registerPluginProxyRoutes,
  type PluginProxyOptions,
} from './routes/plugin-proxy-routes.ts';
import { registerKnowledgeRoutes } from './routes/knowledge-routes.ts';
import { registerSyncRoutes } from './routes/sync-routes.ts';
import { registerVersionRoute } from './routes/version-route.ts';
import { systemModelBodyLimitBytes } from './system-models/system-model-routes.ts';
import { createLocalSyncNotifier, type SyncNotifier } from './sync/sync-notifier.ts';
import { createSyncStore, type SyncStore } from './sync/sync-store.ts';
import { registerWebApp } from './static/serve-web-app.ts';
import { registerLicensing, type LicensingOptions } from './licensing/register-licensing.ts';

export interface AppOptions {
  database: ConfabDatabase;
  hostConfig: HostConfig;
  version: string;
  /** Folder of apps/web's build; when it has no index.html, / answers with a notice instead. */
  webDistDir: string;
  logger: Logger;
  bodyLimitBytes?: number;
  auth?: AuthOptions;
  /** Tells devices of an account about its changes; PostgreSQL hosts pass the LISTEN/NOTIFY one. */
  syncNotifier?: SyncNotifier;
  /** Where uploaded files go; a file store in a fresh temporary folder when not given (tests). */
  blobStore?: BlobStore;
  /** The storage limit of accounts without a plan (STORAGE_LIMIT_BYTES). */
  storageLimitBytes?: number;
  /** Payment providers for buying storage; without them storage cannot be bought. */
  billing?: BillingConfig;
  /** Lower-case name of the header a single-sign-on proxy puts the person's e-mail in (TRUSTED_EMAIL_HEADER). */
  trustedEmailHeader?: string;
  /** Reads of shared things per caller address (http/share-policy.ts has the default). */
  shareReadLimit?: RateLimitRule;
  /** Chats one account and one address may share per hour (routes/share-chat-routes.ts has the default). */
  shareWriteLimits?: ShareWriteLimits;
  /** Who may use the plugin proxy and which local hosts it may reach (none, signed-in only by default). */
  pluginProxy?: Partial<PluginProxyOptions>;
  /** Newsletter sign-ups per address and per e-mail (routes/newsletter-routes.ts has the default). */
  newsletterRateLimits?: NewsletterRateLimits;
  /** KNOWLEDGE_CURATORS: on a managed host, the accounts whose collections every member reads. */
  knowledgeCurators?: readonly string[];
  /** ADMIN_EMAILS: the accounts `requireAdmin` lets through; none by default. */
  adminEmails?: readonly string[];
  /** LICENCE_SIGNING_KEY and friends: the licence server is on when given (licensing/). */
  licensing?: LicensingOptions;
  /** Mails the admin console's invitations; without one the log says a mail would be sent (no SMTP). */
  invitationMailer?: InvitationMailer;
  /** CORS_ORIGINS: apps on these origins may call storage, shared links and sharing (http/org-cors.ts). */
  corsOrigins?: readonly string[];
  /** Requests one member may send to system models per window (system-models/system-model-routes.ts has the default). */
  systemModelRateLimit?: RateLimitRule;
  /** Aborted when the server begins to shut down; long-lived responses (event streams) end. */
  closing?: AbortSignal;
  /**
   * Registers extra routes before the web app's catch-all. Later features plug in here; tests use it
   * for routes that exist only in the test.
   */
  registerRoutes?: (app: Hono, services: AppServices) => void;
}

export interface AuthOptions {
  /** Without one, login codes are printed to the log (no SMTP configured). */
  mailer?: LoginMailer;
  /** The clock of codes, sessions and rate limits; tests pin it. */
  now?: () => Date;
  rateLimits?: AuthRateLimits;
  /** Read the caller's address from X-Forwarded-For (behind a reverse proxy). */
  trustProxy?: boolean;
}

/** What feature routes share: `requireSession` puts the caller's `{ userID, sessionID }` on the context. */
export interface AppServices {
  requireSession: MiddlewareHandler<SessionEnv>;
  /** requireSession, then 403 unless the account is one of ADMIN_EMAILS. */
  requireAdmin: MiddlewareHandler<SessionEnv>;
  syncStore: SyncStore;
}

/** The whole HTTP surface, without a port: tests call `app.request(...)`, main.ts listens. */
export function createApp(options: AppOptions): Hono {
  const { database, hostConfig, version, webDistDir, logger } = options;
  const app = new Hono();

  const trustProxy = options.auth?.trustProxy ?? false;
  app.use(requestLog(logger));
  app.use(securityHeaders({ trustProxy }));
  // The app shell and JSON answers shrink about four times; event streams are left alone by compress.
  app.use(compress());
  app.use(
    jsonBodyLimit(options.bodyLimitBytes ?? defaultBodyLimitBytes, [
      { pathPrefix: '/api/cloud/sync/push', maxBytes: maxPushBodyBytes },
      { pathPrefix: '/api/cloud/blobs/', maxBytes: maxBlobBytes },
      { pathPrefix: pluginProxyPath, maxBytes: pluginProxyBodyLimitBytes },
      { pathPrefix: '/api/system-models/', maxBytes: systemModelBodyLimitBytes },
    ]),
  );
  // Before the login-required gate: a preflight carries no token.
  if (options.corsOrigins !== undefined && options.corsOrigins.length > 0)
    app.use(orgCors(options.corsOrigins));
  app.onError(createErrorHandler(logger));
  app.notFound(handleNotFound);

  registerVersionRoute(app, { version });
  const now = options.auth?.now ?? (() => new Date());
  const repositories = createRepositories(database, { now });
  const adminServices = createAdminServices({ database, now, base: hostConfig, logger });
  // Server-side reads of the host config follow the admin console's changes (cached, 5 s).
  const currentHostConfig = () => adminServices.hostConfigs.effective().catch(() => hostConfig);
  const auth = createAuthService({
    repositories,
    mailer: options.auth?.mailer ?? createLogLoginMailer(logger),
    logger,
    now,
    rateLimits: options.auth?.rateLimits ?? defaultAuthRateLimits,
    maySignIn: memberSignInRule({
      hostConfigs: adminServices.hostConfigs,
      members: adminServices.members,
      adminEmails: options.adminEmails ?? [],
    }),
  });
  // Before any route: on a host that requires login, guests reach only the login and the probes.
  // The admin console may change that rule, so the gate reads the effective config (cached).
  app.use('/api/*', effectiveGuestGate(auth, adminServices.hostConfigs));
  registerHostConfigRoute(app, {
    hostConfigs: adminServices.hostConfigs,
    trustedEmailHeader: options.trustedEmailHeader,
    auth,
    users: repositories.users,
    members: adminServices.members,
    adminEmails: options.adminEmails ?? [],
  });
  registerHealthRoute(app, { database, logger });
  registerLoginRoutes(app, { auth, trustProxy });
  registerAccountRoutes(app, { auth });
  registerHostedUsersRoutes(app, { auth, store: createHostedUsersStore(database, now) });
  registerNewsletterRoutes(app, {
    auth,
    repositories,
    trustProxy,
    ...(options.newsletterRateLimits ? { rateLimits: options.newsletterRateLimits } : {}),
  });
  registerSharedAgentRoutes(app, {
    auth,
    database,
    now,
    shareReads: shareReads({
      rateLimits: repositories.rateLimits,
      trustProxy,
      ...(options.shareReadLimit ? { rule: options.shareReadLimit } : {}),
    }),
  });
  const syncNotifier = options.syncNotifier ?? createLocalSyncNotifier();
  const blobStore =
    options.blobStore ?? createFileBlobStore(mkdtempSync(path.join(tmpdir(), 'confab-blobs-')));
  // The quota check reads through the sync store's own transaction; storage is made right after.
  const quota = { check: undefined as CloudStorage['assertRoom'] | undefined };
  const syncStore = createSyncStore(database, {
    notifier: syncNotifier,
    now,
    quota: (executor, userID, addedBytes) => quota.check?.(userID, addedBytes, executor) ?? Promise.resolve(),
  });
  const baseLimitBytes = options.storageLimitBytes ?? defaultStorageLimitBytes;
  const subscriptions = createSubscriptionsStore(database, { baseLimitBytes, now });
  const storage = createCloudStorage({
    database,
    blobStore,
    syncStore,
    defaultLimitBytes: baseLimitBytes,
    now,
    subscriptions,
  });
  quota.check = storage.assertRoom;
  registerStorageRoutes(app, { auth, storage });
  registerKnowledgeRoutes(app, {
    auth,
    database,
    currentHostConfig,
    curatorEmails: options.knowledgeCurators ?? [],
    storage,
    now,
    trustProxy,
  });
  registerDeleteAccountRoute(app, { auth, database, blobStore, logger, now });
  registerSharing(app, {
    auth,
    database,
    currentHostConfig,
    now,
    trustProxy,
    rateLimits: repositories.rateLimits,
    assertRoom: (userID, addedBytes) => storage.assertRoom(userID, addedBytes),
    ...(options.shareReadLimit ? { readLimit: options.shareReadLimit } : {}),
    ...(options.shareWriteLimits ? { writeLimits: options.shareWriteLimits } : {}),
  });
  const licensing =
    options.licensing &&
    registerLicensing(app, options.licensing, {
      database,
      billing: options.billing,
      rateLimits: repositories.rateLimits,
      requireAdmin: requireAdmin({ auth, users: repositories.users, adminEmails: options.adminEmails ?? [] }),
      logger,
      now,
      trustProxy,
    });
  const billing =
    options.billing &&
    createBillingService({
      config: options.billing,
      database,
      store: subscriptions,
      logger,
      now,
      ...(licensing ? { orders: licensing.orders } : {}),
    });
  registerBillingRoutes(app, { auth, billing, trustProxy });
  registerSyncRoutes(app, {
    auth,
    store: syncStore,
    notifier: syncNotifier,
    deleteBlobBytes: storage.deleteBlobBytes,
    ...(options.closing ? { closing: options.closing } : {}),
  });
  registerPluginProxyRoutes(app, {
    auth,
    rateLimits: repositories.rateLimits,
    trustProxy,
    allowedHosts: options.pluginProxy?.allowedHosts ?? noAllowedHosts,
    allowGuests: options.pluginProxy?.allowGuests ?? false,
    resolveHost: options.pluginProxy?.resolveHost ?? systemResolveHost,
    ...(options.pluginProxy?.timeoutMs === undefined ? {} : { timeoutMs: options.pluginProxy.timeoutMs }),
  });
  const admin = requireAdmin({ auth, users: repositories.users, adminEmails: options.adminEmails ?? [] });
  registerAdmin(app, {
    services: adminServices,
    requireAdmin: admin,
    requireSession: requireSession(auth),
    repositories,
    logger,
    systemModelRateLimit: options.systemModelRateLimit,
    invitationMailer: options.invitationMailer ?? createLogInvitationMailer(logger),
    adminEmails: options.adminEmails ?? [],
    trustProxy,
  });
  options.registerRoutes?.(app, { requireSession: requireSession(auth), requireAdmin: admin, syncStore });
  registerWebApp(app, { webDistDirectory: webDistDir, logger });
  return app;
}

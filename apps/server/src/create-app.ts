import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import type { HostConfig } from '@confab/core/protocol';
import { defaultAuthRateLimits, type AuthRateLimits } from './auth/auth-policy.ts';
import { createAuthService } from './auth/auth-service.ts';
import { requireSession, type SessionEnv } from './auth/require-session.ts';
import { createRepositories } from './db/repositories/index.ts';
import type { ConfabDatabase } from './db/tables.ts';
import { createErrorHandler, handleNotFound } from './http/error-handling.ts';
import { defaultBodyLimitBytes, jsonBodyLimit } from './http/json-body-limit.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import type { Logger } from './logging/logger.ts';
import { createLogLoginMailer } from './mail/log-login-mailer.ts';
import type { LoginMailer } from './mail/login-mailer.ts';
import { registerAccountRoutes } from './routes/account-routes.ts';
import { registerHealthRoute } from './routes/health-route.ts';
import { registerHostConfigRoute } from './routes/host-config-route.ts';
import { registerLoginRoutes } from './routes/login-routes.ts';
import { registerVersionRoute } from './routes/version-route.ts';
import { registerWebApp } from './static/serve-web-app.ts';

export interface AppOptions {
  database: ConfabDatabase;
  hostConfig: HostConfig;
  version: string;
  /** Folder of apps/web's build; when it has no index.html, / answers with a notice instead. */
  webDistDir: string;
  logger: Logger;
  bodyLimitBytes?: number;
  auth?: AuthOptions;
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

/** What feature routes share: `requireSession` puts the caller's `{ userId, sessionId }` on the context. */
export interface AppServices {
  requireSession: MiddlewareHandler<SessionEnv>;
}

/** The whole HTTP surface, without a port: tests call `app.request(...)`, main.ts listens. */
export function createApp(options: AppOptions): Hono {
  const { database, hostConfig, version, webDistDir, logger } = options;
  const app = new Hono();

  app.use(requestLog(logger));
  app.use(securityHeaders());
  // The app shell and JSON answers shrink about four times; event streams are left alone by compress.
  app.use(compress());
  app.use(jsonBodyLimit(options.bodyLimitBytes ?? defaultBodyLimitBytes));
  app.onError(createErrorHandler(logger));
  app.notFound(handleNotFound);

  registerVersionRoute(app, { version });
  registerHostConfigRoute(app, { hostConfig });
  registerHealthRoute(app, { database, logger });
  const now = options.auth?.now ?? (() => new Date());
  const auth = createAuthService({
    repositories: createRepositories(database, { now }),
    mailer: options.auth?.mailer ?? createLogLoginMailer(logger),
    logger,
    now,
    rateLimits: options.auth?.rateLimits ?? defaultAuthRateLimits,
  });
  registerLoginRoutes(app, { auth, trustProxy: options.auth?.trustProxy ?? false });
  registerAccountRoutes(app, { auth });
  options.registerRoutes?.(app, { requireSession: requireSession(auth) });
  registerWebApp(app, { webDistDirectory: webDistDir, logger });
  return app;
}

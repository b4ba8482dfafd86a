import type { MiddlewareHandler } from 'hono';
import type { HostConfig } from '@confab/core/protocol';
import { HttpError } from '../http/http-error.ts';
import { authMessages } from './auth-errors.ts';
import type { AuthService } from './auth-service.ts';
import { bearerToken } from './require-session.ts';

/** Spec §6: a host that requires login and allows no guests serves nothing of its own to guests. */
export function isLoginRequired(hostConfig: HostConfig): boolean {
  return hostConfig.loginRequired && !hostConfig.allowGuests;
}

/**
 * What a guest may still call there: the login itself, the version and health probes, the
 * newsletter's unsubscribe link, and the payment providers' webhooks (machines, with signatures of
 * their own). /config.json is answered too, without the host's own data (see `hostConfigForCaller`).
 */
const guestPaths: ReadonlySet<string> = new Set([
  '/api/login',
  '/api/verify',
  '/api/version',
  '/api/health',
  // An unsubscribe link must work for whoever holds it, signed in or not.
  '/api/unsubscribe-newsletter',
]);
const webhookPath = /^\/api\/billing\/[^/]+\/webhook$/;

/** Mounted on /api/* of a login-required host: every other call needs a live session. */
export function guestGate(auth: Pick<AuthService, 'authenticate'>): MiddlewareHandler {
  return async (context, next) => {
    const path = context.req.path;
    if (guestPaths.has(path) || webhookPath.test(path)) return next();
    const token = bearerToken(context.req.header('authorization'));
    const session = token === undefined ? undefined : await auth.authenticate(token);
    if (!session) throw new HttpError(401, authMessages.loginRequired);
    return next();
  };
}

/**
 * The host config as a guest may see it: its look and rules, without the host's own data (the key
 * it lends its members as licenseToken, and the organisation's prompts, agents, models and plugins).
 */
export function hostConfigForGuest(hostConfig: HostConfig): HostConfig {
  const {
    licenseToken: _licenseToken,
    systemPrompts: _systemPrompts,
    systemCharacters: _systemCharacters,
    systemModels: _systemModels,
    plugins: _plugins,
    ...visible
  } = hostConfig;
  return visible;
}

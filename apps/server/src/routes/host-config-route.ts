import type { Hono } from 'hono';
import { emailAddressSchema, type HostConfig } from '@confab/core/protocol';
import type { AuthService } from '../auth/auth-service.ts';
import { hostConfigForGuest, isLoginRequired } from '../auth/guest-gate.ts';
import { bearerToken } from '../auth/require-session.ts';

export interface HostConfigRouteOptions {
  hostConfig: HostConfig;
  /** Lower-case header name; undefined means no proxy names the user and the header is ignored. */
  trustedEmailHeader?: string | undefined;
  /** Tells members from guests where login is required. */
  auth: Pick<AuthService, 'authenticate'>;
}

/**
 * GET /config.json: branding and feature flags of this host, read by the web app at start. Behind
 * a single-sign-on proxy it also names the person (currentUser), which only prefills the login
 * e-mail: signing in still takes the code sent to that address, so a forged header gains nothing.
 */
export function registerHostConfigRoute(
  app: Hono,
  { hostConfig, trustedEmailHeader, auth }: HostConfigRouteOptions,
): void {
  /**
   * On a host that requires login, a guest gets the config without the host's own data (the key it
   * lends its members, its prompts, agents, models and plugins): enough for the login screen.
   */
  const configFor = async (authorization: string | undefined): Promise<HostConfig> => {
    if (!isLoginRequired(hostConfig)) return hostConfig;
    const token = bearerToken(authorization);
    const session = token === undefined ? undefined : await auth.authenticate(token);
    return session ? hostConfig : hostConfigForGuest(hostConfig);
  };

  app.get('/config.json', async (context) => {
    context.header('Cache-Control', 'no-cache');
    context.header('Vary', ['Authorization', trustedEmailHeader].filter(Boolean).join(', '));
    const config = await configFor(context.req.header('authorization'));
    if (trustedEmailHeader === undefined) return context.json(config);
    const email = emailAddressSchema.safeParse(context.req.header(trustedEmailHeader) ?? '');
    return context.json(email.success ? { ...config, currentUser: { email: email.data } } : config);
  });
}

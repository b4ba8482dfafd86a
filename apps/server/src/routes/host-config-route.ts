import type { Hono } from 'hono';
import { emailAddressSchema, type HostConfig } from '@confab/core/protocol';

export interface HostConfigRouteOptions {
  hostConfig: HostConfig;
  /** Lower-case header name; undefined means no proxy names the user and the header is ignored. */
  trustedEmailHeader?: string | undefined;
}

/**
 * GET /config.json: branding and feature flags of this host, read by the web app at start. Behind
 * a single-sign-on proxy it also names the person (currentUser), which only prefills the login
 * e-mail: signing in still takes the code sent to that address, so a forged header gains nothing.
 */
export function registerHostConfigRoute(
  app: Hono,
  { hostConfig, trustedEmailHeader }: HostConfigRouteOptions,
): void {
  app.get('/config.json', (context) => {
    context.header('Cache-Control', 'no-cache');
    if (trustedEmailHeader === undefined) return context.json(hostConfig);
    context.header('Vary', trustedEmailHeader);
    const email = emailAddressSchema.safeParse(context.req.header(trustedEmailHeader) ?? '');
    return context.json(email.success ? { ...hostConfig, currentUser: { email: email.data } } : hostConfig);
  });
}

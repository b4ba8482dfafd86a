import type { Hono } from 'hono';
import { pluginProxyLimits, pluginProxyRequestSchema } from '@confab/core/protocol';
import { rateLimitedError } from '../auth/auth-errors.ts';
import type { AuthService } from '../auth/auth-service.ts';
import { clientAddress } from '../auth/client-address.ts';
import { bearerToken } from '../auth/require-session.ts';
import type { RateLimitRule, RateLimitsRepository } from '../db/repositories/index.ts';
import { HttpError } from '../http/http-error.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import type { AllowedHosts } from '../plugin-proxy/allowed-hosts.ts';
import type { ResolveHost } from '../plugin-proxy/checked-addresses.ts';
import { fetchUpstream } from '../plugin-proxy/fetch-upstream.ts';
import { proxyMessages } from '../plugin-proxy/proxy-messages.ts';

export const pluginProxyPath = '/api/plugin-proxy';

/** A JSON-escaped body of the largest size allowed, with room for the rest of the request. */
export const pluginProxyBodyLimitBytes = pluginProxyLimits.requestBodyBytes * 2 + 64 * 1024;

/** Calls per minute; generous for a model that calls a tool in a loop, tight for a scraper. */
export const pluginProxyRateLimits = {
  account: { bucket: 'plugin-proxy-account', windowMs: 60_000, limit: 60 },
  address: { bucket: 'plugin-proxy-address', windowMs: 60_000, limit: 120 },
} as const satisfies Record<string, RateLimitRule>;

export interface PluginProxyOptions {
  /** PLUGIN_PROXY_ALLOWED_HOSTS: private or local hosts the owner lets the proxy reach. */
  allowedHosts: AllowedHosts;
  /** PLUGIN_PROXY_GUESTS: whether people who are not signed in may use the proxy. */
  allowGuests: boolean;
  /** DNS for the address checks; tests point names where they need. */
  resolveHost: ResolveHost;
  /** The whole call's time limit, redirects included; `pluginProxyLimits.timeoutMs` by default. */
  timeoutMs?: number;
}

interface PluginProxyRouteOptions extends PluginProxyOptions {
  auth: Pick<AuthService, 'authenticate'>;
  rateLimits: RateLimitsRepository;
  trustProxy: boolean;
}

/**
 * POST /api/plugin-proxy: the server makes an HTTP plugin's call when the browser may not (the site
 * allows no cross-origin calls). Not an open proxy: signed-in people only unless the owner allows
 * guests, rate-limited per account and per address, and never to a local or private address.
 */
export function registerPluginProxyRoutes(app: Hono, options: PluginProxyRouteOptions): void {
  app.post(pluginProxyPath, async (context) => {
    const token = bearerToken(context.req.header('authorization'));
    const session = token === undefined ? undefined : await options.auth.authenticate(token);
    if (!session && !options.allowGuests) throw new HttpError(401, proxyMessages.signInRequired);
    const limits: [RateLimitRule, string][] = [
      [pluginProxyRateLimits.address, clientAddress(context, { trustProxy: options.trustProxy })],
    ];
    if (session) limits.push([pluginProxyRateLimits.account, session.userID]);
    for (const [rule, subject] of limits) {
      const result = await options.rateLimits.hit(rule, subject);
      if (!result.allowed) throw rateLimitedError(result.retryAfterSeconds);
    }
    const request = await readJsonBody(context, pluginProxyRequestSchema);
    if (request.body !== undefined && Buffer.byteLength(request.body) > pluginProxyLimits.requestBodyBytes) {
      throw new HttpError(413, proxyMessages.requestTooLarge);
    }
    const answer = await fetchUpstream(
      {
        url: request.url,
        method: request.method,
        headers: request.headers ?? [],
        body: request.body,
        signal: context.req.raw.signal,
      },
      options,
    );
    return context.json(answer);
  });
}

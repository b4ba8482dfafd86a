import type { MiddlewareHandler } from 'hono';

/**
 * The calls a Confab app served from another origin makes to this server when its host config
 * names this server as `orgURL` (spec §7): cloud storage, shared links and sharing. No other route
 * answers another origin.
 */
const exactPaths = new Set([
  '/api/cloud/storage',
  '/api/cloud/storage/delete',
  '/api/share',
  '/api/shared-links',
  '/api/shared_plugins',
  '/api/shared_characters',
]);
const pathPrefixes = ['/api/share/', '/api/shared_plugins/', '/api/shared_characters/'];

export function isOrgCallPath(requestPath: string): boolean {
  return exactPaths.has(requestPath) || pathPrefixes.some((prefix) => requestPath.startsWith(prefix));
}

/**
 * CORS for those routes, for the origins CORS_ORIGINS lists only. Calls carry the session as a bearer
 * header, never cookies, so no credentials mode is granted. A preflight from a listed origin is
 * answered here, before the login-required gate (a preflight carries no token); anything else goes
 * on unchanged, and the browser refuses an answer without the header.
 */
export function orgCors(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  return async (context, next) => {
    const origin = context.req.header('origin');
    if (origin === undefined || !allowed.has(origin) || !isOrgCallPath(context.req.path)) {
      await next();
      return;
    }
    if (
      context.req.method === 'OPTIONS' &&
      context.req.header('access-control-request-method') !== undefined
    ) {
      return context.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': 'GET, POST',
        'Access-Control-Allow-Headers': 'authorization, content-type',
        'Access-Control-Max-Age': '600',
        Vary: 'Origin',
      });
    }
    await next();
    context.header('Access-Control-Allow-Origin', origin);
    context.header('Vary', 'Origin', { append: true });
  };
}

/**
 * CORS_ORIGINS: origins separated by commas (`https://chat.example.com`), each exactly an origin (no
 * path, no wildcard). Empty or absent: no route answers another origin (the default).
 */
export function parseCorsOrigins(value: string | undefined): string[] | { problem: string } {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    let origin: string | undefined;
    try {
      const url = new URL(entry);
      origin = url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
    } catch {
      origin = undefined;
    }
    if (origin !== entry) {
      return { problem: `CORS_ORIGINS must be origins such as https://chat.example.com, got "${entry}".` };
    }
  }
  return [...new Set(entries)];
}

import type { Context } from 'hono';

/** The last entry of a comma-separated forwarding header: the one our own proxy added. */
function lastForwarded(context: Context, name: string): string | undefined {
  const value = context.req.header(name)?.split(',').at(-1)?.trim().toLowerCase();
  return value === undefined || value === '' ? undefined : value;
}

/**
 * Whether the browser reached us over https. Behind a reverse proxy (TRUST_PROXY) the socket is
 * plain http and the proxy says what the browser used in X-Forwarded-Proto; without a proxy that
 * header is the caller's own word and is ignored.
 */
export function isHttpsRequest(context: Context, { trustProxy }: { trustProxy: boolean }): boolean {
  if (trustProxy) {
    const forwarded = lastForwarded(context, 'x-forwarded-proto');
    if (forwarded !== undefined) return forwarded === 'https';
  }
  return new URL(context.req.url).protocol === 'https:';
}

/** This host's own origin as the browser sees it (scheme, host and port), for same-origin checks. */
export function requestOrigin(context: Context, { trustProxy }: { trustProxy: boolean }): string {
  const url = new URL(context.req.url);
  const host = (trustProxy ? lastForwarded(context, 'x-forwarded-host') : undefined) ?? url.host;
  const scheme = isHttpsRequest(context, { trustProxy }) ? 'https' : 'http';
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    // A malformed forwarded host matches nothing rather than failing the request.
    return url.origin;
  }
}

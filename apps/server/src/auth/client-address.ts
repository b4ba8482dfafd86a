import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The caller's IP address for rate limits. Behind a reverse proxy (TRUST_PROXY) every caller shares
 * the proxy's socket address, so the last X-Forwarded-For entry, the one the proxy added, is used;
 * without a proxy that header is the caller's own word and is ignored.
 */
export function clientAddress(context: Context, { trustProxy }: { trustProxy: boolean }): string {
  if (trustProxy) {
    const forwarded = context.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded !== undefined && forwarded !== '') return forwarded;
  }
  try {
    return getConnInfo(context).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}

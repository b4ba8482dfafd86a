import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export const defaultBodyLimitBytes = 1024 * 1024;

/** A larger limit for the routes under a path prefix (sync pushes, blob uploads). */
export interface RouteBodyLimit {
  pathPrefix: string;
  maxBytes: number;
}

function limitMiddleware(maxBytes: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (context) =>
      context.json({ userMessage: 'The request is too large. Send less data at once.' }, 413),
  });
}

/**
 * Refuses bodies over the limit (declared or streamed) with 413 and a userMessage: `maxBytes` for
 * every route, except where a route limit's prefix matches (the longest prefix wins).
 */
export function jsonBodyLimit(
  maxBytes: number,
  routeLimits: readonly RouteBodyLimit[] = [],
): MiddlewareHandler {
  const fallback = limitMiddleware(maxBytes);
  const routes = [...routeLimits]
    .sort((a, b) => b.pathPrefix.length - a.pathPrefix.length)
    .map((limit) => ({ pathPrefix: limit.pathPrefix, middleware: limitMiddleware(limit.maxBytes) }));
  return (context, next) => {
    const route = routes.find((limit) => context.req.path.startsWith(limit.pathPrefix));
    return (route?.middleware ?? fallback)(context, next);
  };
}

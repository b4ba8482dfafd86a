import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logging/logger.ts';

/**
 * One line per request. Only the path is logged: query strings can carry codes and tokens (OAuth
 * callbacks, share links), and headers and bodies carry keys, so none of them are read here.
 */
export function requestLog(logger: Logger, now: () => number = () => performance.now()): MiddlewareHandler {
  return async (context, next) => {
    const startedAt = now();
    await next();
    logger.info('request', {
      method: context.req.method,
      path: context.req.path,
      status: context.res.status,
      durationMs: Math.round((now() - startedAt) * 10) / 10,
    });
  };
}

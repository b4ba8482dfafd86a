import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export const defaultBodyLimitBytes = 1024 * 1024;

/** Refuses bodies over `maxBytes` (declared or streamed) with 413 and a userMessage. */
export function jsonBodyLimit(maxBytes: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (context) =>
      context.json({ userMessage: 'The request is too large. Send less data at once.' }, 413),
  });
}

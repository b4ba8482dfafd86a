import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from '../logging/logger.ts';
import { genericUserMessage, HttpError } from './http-error.ts';

/** Unknown routes answer JSON like every other error, so clients have one shape to read. */
export const handleNotFound: NotFoundHandler = (context) => context.json({ userMessage: 'Not found.' }, 404);

/** Turns any thrown error into `{ userMessage }`; only unexpected ones are logged, never sent. */
export function createErrorHandler(logger: Logger): ErrorHandler {
  return (error, context) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) context.header(name, value);
      return context.json({ userMessage: error.userMessage }, error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return context.json({ userMessage: genericUserMessage }, error.status);
    }
    logger.error('request failed', { method: context.req.method, path: context.req.path, error });
    return context.json({ userMessage: genericUserMessage }, 500);
  };
}

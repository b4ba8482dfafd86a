import type { MiddlewareHandler } from 'hono';
import { HttpError } from '../http/http-error.ts';
import { authMessages } from './auth-errors.ts';
import type { AuthenticatedSession, AuthService } from './auth-service.ts';

/** Hono environment of a route behind requireSession: `context.get('session')` is the caller. */
export interface SessionEnv {
  Variables: { session: AuthenticatedSession };
}

const bearerPattern = /^Bearer\s+(\S+)$/i;

/** The token of an `Authorization: Bearer <token>` header, if that is what the header holds. */
export function bearerToken(header: string | undefined): string | undefined {
  return bearerPattern.exec(header ?? '')?.[1];
}

/**
 * Lets a request through only with `Authorization: Bearer <token>` of a live session, and puts
 * `{ sessionID, userID }` on the context. Routes take the user from there, never from the body.
 * Anything else answers 401 `{ userMessage }`.
 */
export function requireSession(auth: Pick<AuthService, 'authenticate'>): MiddlewareHandler<SessionEnv> {
  return async (context, next) => {
    const token = bearerToken(context.req.header('authorization'));
    const session = token === undefined ? undefined : await auth.authenticate(token);
    if (!session) throw new HttpError(401, authMessages.sessionEnded);
    context.set('session', session);
    await next();
  };
}

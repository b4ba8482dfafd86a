import type { MiddlewareHandler } from 'hono';
import type { UsersRepository } from '../db/repositories/index.ts';
import { HttpError } from '../http/http-error.ts';
import { authMessages } from './auth-errors.ts';
import type { AuthService } from './auth-service.ts';
import { requireSession, type SessionEnv } from './require-session.ts';

export interface RequireAdminOptions {
  auth: Pick<AuthService, 'authenticate'>;
  users: Pick<UsersRepository, 'findByID'>;
  /** ADMIN_EMAILS, normalised as login stores addresses. */
  adminEmails: readonly string[];
}

/** Whether the account with this (stored, normalised) e-mail administers the host. */
export function isAdminEmail(adminEmails: readonly string[], email: string): boolean {
  return adminEmails.includes(email);
}

/**
 * requireSession, then the account's e-mail must be one of ADMIN_EMAILS: 401 without a session,
 * 403 for any other member. The address is read from the users table by the session's user id, so
 * neither a body nor a header can claim it.
 */
export function requireAdmin({
  auth,
  users,
  adminEmails,
}: RequireAdminOptions): MiddlewareHandler<SessionEnv> {
  const session = requireSession(auth);
  return async (context, next) => {
    await session(context, async () => {
      const user = await users.findByID(context.get('session').userID);
      if (!user || !isAdminEmail(adminEmails, user.email)) throw new HttpError(403, authMessages.adminOnly);
      await next();
    });
  };
}

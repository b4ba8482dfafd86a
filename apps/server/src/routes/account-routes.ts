import type { Hono } from 'hono';
import type {
  CloudAccountResponse,
  LogoutResponse,
  RevokeOtherSessionsResponse,
} from '@confab/core/protocol';
import type { AuthService } from '../auth/auth-service.ts';
import { authMessages } from '../auth/auth-errors.ts';
import { requireSession } from '../auth/require-session.ts';
import { HttpError } from '../http/http-error.ts';

/** The signed-in account: read it, end the other sessions, log out. All need a bearer token. */
export function registerAccountRoutes(app: Hono, { auth }: { auth: AuthService }): void {
  const session = requireSession(auth);

  app.get('/api/cloud/account', session, async (context) => {
    const user = await auth.findUser(context.get('session').userID);
    // The account is gone (deleted by an operator) while a session row survived.
    if (!user) throw new HttpError(401, authMessages.sessionEnded);
    context.header('Cache-Control', 'no-store');
    const body: CloudAccountResponse = { user };
    return context.json(body);
  });

  app.post('/api/cloud/account/revoke-other-sessions', session, async (context) => {
    const newToken = await auth.revokeOtherSessions(context.get('session'));
    context.header('Cache-Control', 'no-store');
    const body: RevokeOtherSessionsResponse = { newToken };
    return context.json(body);
  });

  app.post('/api/logout', session, async (context) => {
    await auth.logOut(context.get('session'));
    const body: LogoutResponse = { ok: true };
    return context.json(body);
  });
}

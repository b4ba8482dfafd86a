import type { Hono } from 'hono';
import {
  hostedUserPath,
  hostedUserUpdateSchema,
  orgActivatePromptedPath,
  type HostedUserResponse,
} from '@confab/core/protocol';
import { authMessages } from '../auth/auth-errors.ts';
import type { AuthService } from '../auth/auth-service.ts';
import { requireSession } from '../auth/require-session.ts';
import type { HostedUsersStore } from '../hosted/hosted-users-store.ts';
import { HttpError } from '../http/http-error.ts';
import { readJsonBody } from '../http/read-json-body.ts';

/**
 * The hosted member's own account information (spec workspace-plugins-licences §4/§5, §7) and the
 * record that the organisation's activation popup was shown. The account is always the session's.
 */
export function registerHostedUsersRoutes(
  app: Hono,
  { auth, store }: { auth: Pick<AuthService, 'authenticate'>; store: HostedUsersStore },
): void {
  const session = requireSession(auth);

  app.get(hostedUserPath, session, async (context) => {
    const user = await store.find(context.get('session').userID);
    if (!user) throw new HttpError(401, authMessages.sessionEnded);
    context.header('Cache-Control', 'no-store');
    const body: HostedUserResponse = { user };
    return context.json(body);
  });

  app.put(hostedUserPath, session, async (context) => {
    const update = await readJsonBody(context, hostedUserUpdateSchema);
    const user = await store.update(context.get('session').userID, update);
    if (!user) throw new HttpError(401, authMessages.sessionEnded);
    context.header('Cache-Control', 'no-store');
    const body: HostedUserResponse = { user };
    return context.json(body);
  });

  // Spec §7: sent with a JSON header and no body, so no body is read.
  app.post(orgActivatePromptedPath, session, async (context) => {
    await store.markActivatePrompted(context.get('session').userID);
    return context.json({ ok: true });
  });
}

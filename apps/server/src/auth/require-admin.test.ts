import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createErrorHandler } from '../http/error-handling.ts';
import { createLogger } from '../logging/logger.ts';
import { requireAdmin } from './require-admin.ts';

const silent = createLogger({ level: 'error', sink: () => undefined });

const users = new Map([
  ['u-admin', { id: 'u-admin', email: 'boss@example.org' }],
  ['u-member', { id: 'u-member', email: 'member@example.org' }],
]);

function appWithAdminRoute(): Hono {
  const app = new Hono();
  app.onError(createErrorHandler(silent));
  const middleware = requireAdmin({
    auth: {
      authenticate: (token) =>
        Promise.resolve(users.has(token) ? { userID: token, sessionID: `s-${token}` } : undefined),
    },
    users: { findByID: (id) => Promise.resolve(users.get(id) as never) },
    adminEmails: ['boss@example.org'],
  });
  app.get('/api/admin/ping', middleware, (context) => context.json({ ok: true }));
  return app;
}

describe('requireAdmin', () => {
  it('answers 401 without a session, 403 to a member and lets an administrator through', async () => {
    const app = appWithAdminRoute();
    expect((await app.request('/api/admin/ping')).status).toBe(401);
    const member = await app.request('/api/admin/ping', { headers: { authorization: 'Bearer u-member' } });
    expect(member.status).toBe(403);
    expect(await member.json()).toEqual({ userMessage: 'Only an administrator of this host can do this.' });
    const admin = await app.request('/api/admin/ping', { headers: { authorization: 'Bearer u-admin' } });
    expect(await admin.json()).toEqual({ ok: true });
  });
});

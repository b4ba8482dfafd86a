import type { Hono } from 'hono';
import { emailAddressSchema, type HostConfig } from '@confab/core/protocol';
import type { HostConfigService } from '../admin/host-config-service.ts';
import type { MembersStore } from '../admin/members-store.ts';
import type { AuthService } from '../auth/auth-service.ts';
import { hostConfigForGuest, isLoginRequired } from '../auth/guest-gate.ts';
import { isAdminEmail } from '../auth/require-admin.ts';
import { bearerToken } from '../auth/require-session.ts';
import type { UsersRepository } from '../db/repositories/index.ts';

export interface HostConfigRouteOptions {
  /** The effective config: file/environment, licensing, then the admin console's overrides. */
  hostConfigs: Pick<HostConfigService, 'effective' | 'base'>;
  /** Lower-case header name; undefined means no proxy names the user and the header is ignored. */
  trustedEmailHeader?: string | undefined;
  /** Tells members from guests. */
  auth: Pick<AuthService, 'authenticate'>;
  users: Pick<UsersRepository, 'findByID'>;
  members: Pick<MembersStore, 'groupIDsOf'>;
  adminEmails: readonly string[];
}

type CurrentUser = NonNullable<HostConfig['currentUser']>;

/**
 * GET /config.json: branding and feature flags of this host, read by the web app at start. For a
 * signed-in member it names the account (currentUser: e-mail, groups, whether it administers the
 * host). Behind a single-sign-on proxy it otherwise names the person from the header, which only
 * prefills the login e-mail: signing in still takes the code sent to that address, so a forged
 * header gains nothing.
 */
export function registerHostConfigRoute(
  app: Hono,
  { hostConfigs, trustedEmailHeader, auth, users, members, adminEmails }: HostConfigRouteOptions,
): void {
  const signedInUser = async (authorization: string | undefined): Promise<CurrentUser | undefined> => {
    const token = bearerToken(authorization);
    const session = token === undefined ? undefined : await auth.authenticate(token);
    const user = session && (await users.findByID(session.userID));
    if (!user) return undefined;
    return {
      email: user.email,
      groupIDs: await members.groupIDsOf(user.email),
      isAdmin: isAdminEmail(adminEmails, user.email),
    };
  };

  const proxyUser = (header: string | undefined): CurrentUser | undefined => {
    if (trustedEmailHeader === undefined) return undefined;
    const email = emailAddressSchema.safeParse(header ?? '');
    return email.success ? { email: email.data } : undefined;
  };

  app.get('/config.json', async (context) => {
    context.header('Vary', ['Authorization', trustedEmailHeader].filter(Boolean).join(', '));
    const [hostConfig, member] = await Promise.all([
      // Without the database the stored overrides cannot be read; the file/environment config serves.
      hostConfigs.effective().catch(() => hostConfigs.base),
      signedInUser(context.req.header('authorization')),
    ]);
    // On a host that requires login, a guest gets the config without the host's own data (the key
    // it lends its members, its prompts, agents, models and plugins): enough for the login screen.
    const config =
      member === undefined && isLoginRequired(hostConfig) ? hostConfigForGuest(hostConfig) : hostConfig;
    // A member's answer (their groups, the host's own data) never reaches a shared or offline cache.
    context.header('Cache-Control', member === undefined ? 'no-cache' : 'no-store');
    const currentUser =
      member ??
      proxyUser(trustedEmailHeader === undefined ? undefined : context.req.header(trustedEmailHeader));
    return context.json(currentUser ? { ...config, currentUser } : config);
  });
}

import type { Hono, MiddlewareHandler } from 'hono';
import {
  createGroupRequestSchema,
  emailAddressSchema,
  inviteMemberRequestSchema,
  memberGroupsRequestSchema,
  type InviteMemberResponse,
} from '@confab/core/protocol';
import { adminMessages } from '../admin/admin-messages.ts';
import type { AdminStore } from '../admin/admin-store.ts';
import type { HostConfigService } from '../admin/host-config-service.ts';
import { hostBrand, mailInvitation } from '../admin/invitations.ts';
import type { MembersStore } from '../admin/members-store.ts';
import { isAdminEmail } from '../auth/require-admin.ts';
import type { SessionEnv } from '../auth/require-session.ts';
import { normaliseEmail, type SessionsRepository, type UsersRepository } from '../db/repositories/index.ts';
import { HttpError } from '../http/http-error.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import { requestOrigin } from '../http/request-origin.ts';
import type { Logger } from '../logging/logger.ts';
import type { InvitationMailer } from '../mail/invitation-mailer.ts';
import { actorEmail } from './admin-routes.ts';

export interface AdminMembersRoutesOptions {
  requireAdmin: MiddlewareHandler<SessionEnv>;
  adminStore: Pick<AdminStore, 'audit'>;
  members: MembersStore;
  users: Pick<UsersRepository, 'findByID' | 'findByEmail'>;
  sessions: Pick<SessionsRepository, 'revokeAll'>;
  /** The invitation names the host and links its address (the effective config's brand). */
  hostConfigs: Pick<HostConfigService, 'effective' | 'base'>;
  invitationMailer: InvitationMailer;
  logger: Logger;
  /** Read the host's public address from X-Forwarded-Host/-Proto (behind a reverse proxy). */
  trustProxy: boolean;
  adminEmails: readonly string[];
}

function emailParameter(value: string): string {
  const email = emailAddressSchema.safeParse(normaliseEmail(decodeURIComponent(value)));
  if (!email.success) throw new HttpError(404, adminMessages.memberNotFound);
  return email.data;
}

/**
 * Members and groups: an invitation is recorded by e-mail and mailed to the person, who signs in
 * with a login code as anyone does; on a managed host only members (and admins) may, once there is
 * one (admin/member-sign-in.ts). Groups decide which organisation prompts a member sees
 * (currentUser.groupIDs).
 */
export function registerAdminMembersRoutes(app: Hono, options: AdminMembersRoutesOptions): void {
  const { requireAdmin, adminStore, members, users, sessions, hostConfigs, adminEmails } = options;
  const audit = async (userID: string, action: string, summary: Record<string, unknown>) =>
    adminStore.audit({ actorEmail: await actorEmail(users, userID), action, summary });

  app.get('/api/admin/members', requireAdmin, async (context) => context.json(await members.list()));

  app.post('/api/admin/members', requireAdmin, async (context) => {
    const { email } = await readJsonBody(context, inviteMemberRequestSchema);
    const normalised = normaliseEmail(email);
    const invitedBy = await actorEmail(users, context.get('session').userID);
    if (await members.invite({ email: normalised, invitedBy })) {
      await audit(context.get('session').userID, 'member.invite', { email: normalised });
    }
    // Inviting someone again mails them again: the console's way to resend a lost invitation.
    const config = await hostConfigs.effective().catch(() => hostConfigs.base);
    const mail = await mailInvitation(
      { mailer: options.invitationMailer, logger: options.logger },
      {
        to: normalised,
        brand: hostBrand(config),
        signInURL: `${requestOrigin(context, { trustProxy: options.trustProxy })}/`,
        invitedBy,
      },
    );
    const answer: InviteMemberResponse = {
      ...(await members.list()),
      invitation: { email: normalised, mail },
    };
    return context.json(answer);
  });

  app.delete('/api/admin/members/:email', requireAdmin, async (context) => {
    const email = emailParameter(context.req.param('email'));
    if (!(await members.remove(email))) throw new HttpError(404, adminMessages.memberNotFound);
    // A removed member is signed out on every device; an administrator stays (they may always sign in).
    const account = isAdminEmail(adminEmails, email) ? undefined : await users.findByEmail(email);
    const endedSessions = account ? await sessions.revokeAll(account.id) : 0;
    await audit(context.get('session').userID, 'member.remove', { email, endedSessions });
    return context.json(await members.list());
  });

  app.put('/api/admin/members/:email/groups', requireAdmin, async (context) => {
    const email = emailParameter(context.req.param('email'));
    const { groupIDs } = await readJsonBody(context, memberGroupsRequestSchema);
    if (!(await members.isMember(email))) throw new HttpError(404, adminMessages.memberNotFound);
    const before = await members.groupIDsOf(email);
    const after = await members.setGroups(email, groupIDs);
    await audit(context.get('session').userID, 'member.groups', { email, before, after });
    return context.json(await members.list());
  });

  app.post('/api/admin/groups', requireAdmin, async (context) => {
    const { name } = await readJsonBody(context, createGroupRequestSchema);
    if (await members.findGroupByName(name)) throw new HttpError(409, adminMessages.groupNameTaken);
    const group = await members.createGroup(name);
    await audit(context.get('session').userID, 'group.create', { id: group.id, name });
    return context.json(await members.list());
  });

  app.delete('/api/admin/groups/:id', requireAdmin, async (context) => {
    const groupID = context.req.param('id');
    if (!(await members.deleteGroup(groupID))) throw new HttpError(404, adminMessages.groupNotFound);
    await audit(context.get('session').userID, 'group.delete', { id: groupID });
    return context.json(await members.list());
  });
}

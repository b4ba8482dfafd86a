import type { Hono, MiddlewareHandler } from 'hono';
import {
  createGroupRequestSchema,
  emailAddressSchema,
  inviteMemberRequestSchema,
  memberGroupsRequestSchema,
} from '@confab/core/protocol';
import { adminMessages } from '../admin/admin-messages.ts';
import type { AdminStore } from '../admin/admin-store.ts';
import type { MembersStore } from '../admin/members-store.ts';
import type { SessionEnv } from '../auth/require-session.ts';
import { normaliseEmail, type UsersRepository } from '../db/repositories/index.ts';
import { HttpError } from '../http/http-error.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import { actorEmail } from './admin-routes.ts';

export interface AdminMembersRoutesOptions {
  requireAdmin: MiddlewareHandler<SessionEnv>;
  adminStore: Pick<AdminStore, 'audit'>;
  members: MembersStore;
  users: Pick<UsersRepository, 'findByID'>;
}

function emailParameter(value: string): string {
  const email = emailAddressSchema.safeParse(normaliseEmail(decodeURIComponent(value)));
  if (!email.success) throw new HttpError(404, adminMessages.memberNotFound);
  return email.data;
}

/**
 * Members and groups: invitations are recorded by e-mail (the person signs in with a login code as
 * anyone does); groups decide which organisation prompts a member sees (currentUser.groupIDs).
 */
export function registerAdminMembersRoutes(
  app: Hono,
  { requireAdmin, adminStore, members, users }: AdminMembersRoutesOptions,
): void {
  const audit = async (userID: string, action: string, summary: Record<string, unknown>) =>
    adminStore.audit({ actorEmail: await actorEmail(users, userID), action, summary });

  app.get('/api/admin/members', requireAdmin, async (context) => context.json(await members.list()));

  app.post('/api/admin/members', requireAdmin, async (context) => {
    const { email } = await readJsonBody(context, inviteMemberRequestSchema);
    const normalised = normaliseEmail(email);
    if (
      await members.invite({
        email: normalised,
        invitedBy: await actorEmail(users, context.get('session').userID),
      })
    ) {
      await audit(context.get('session').userID, 'member.invite', { email: normalised });
    }
    return context.json(await members.list());
  });

  app.delete('/api/admin/members/:email', requireAdmin, async (context) => {
    const email = emailParameter(context.req.param('email'));
    if (!(await members.remove(email))) throw new HttpError(404, adminMessages.memberNotFound);
    await audit(context.get('session').userID, 'member.remove', { email });
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

import type { Group, Member } from '@confab/core/protocol';
import type { RepositoryContext } from '../db/repositories/repository-context.ts';

export interface MembersStore {
  list: () => Promise<{ members: Member[]; groups: Group[] }>;
  /** False when the address was already a member. */
  invite: (input: { email: string; invitedBy: string }) => Promise<boolean>;
  /** False when the address was not a member. */
  remove: (email: string) => Promise<boolean>;
  createGroup: (name: string) => Promise<Group>;
  findGroupByName: (name: string) => Promise<Group | undefined>;
  /** False when there was no such group. */
  deleteGroup: (groupID: string) => Promise<boolean>;
  /** Replaces the member's groups; unknown group ids are left out. Returns the ids kept. */
  setGroups: (email: string, groupIDs: readonly string[]) => Promise<string[]>;
  isMember: (email: string) => Promise<boolean>;
  /** Whether the console has recorded anyone (the members-only sign-in rule starts then). */
  hasMembers: () => Promise<boolean>;
  groupIDsOf: (email: string) => Promise<string[]>;
}

/** Members (by normalised e-mail), groups and memberships (migration 0015-admin). */
export function createMembersStore({ database, now, newID }: RepositoryContext): MembersStore {
  const groupIDsOf = async (email: string) =>
    (
      await database
        .selectFrom('org_group_members')
        .select('group_id')
        .where('email', '=', email)
        .orderBy('group_id')
        .execute()
    ).map((row) => row.group_id);

  return {
    async list() {
      const [memberRows, groupRows, membershipRows] = await Promise.all([
        database
          .selectFrom('org_members')
          .leftJoin('users', 'users.email', 'org_members.email')
          .select(['org_members.email', 'invited_by', 'invited_at', 'users.id as user_id'])
          .orderBy('org_members.email')
          .execute(),
        database.selectFrom('org_groups').selectAll().orderBy('name').execute(),
        database.selectFrom('org_group_members').selectAll().orderBy('group_id').execute(),
      ]);
      const groupsByEmail = new Map<string, string[]>();
      for (const row of membershipRows) {
        groupsByEmail.set(row.email, [...(groupsByEmail.get(row.email) ?? []), row.group_id]);
      }
      return {
        members: memberRows.map((row) => ({
          email: row.email,
          invitedBy: row.invited_by,
          invitedAt: row.invited_at,
          hasAccount: row.user_id !== null,
          groupIDs: groupsByEmail.get(row.email) ?? [],
        })),
        groups: groupRows.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at })),
      };
    },

    async invite({ email, invitedBy }) {
      const row = await database
        .insertInto('org_members')
        .values({ email, invited_by: invitedBy, invited_at: now().toISOString() })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .returning('email')
        .executeTakeFirst();
      return row !== undefined;
    },

    async remove(email) {
      await database.deleteFrom('org_group_members').where('email', '=', email).execute();
      const result = await database.deleteFrom('org_members').where('email', '=', email).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async createGroup(name) {
      const group = { id: newID('group'), name, createdAt: now().toISOString() };
      await database
        .insertInto('org_groups')
        .values({ id: group.id, name: group.name, created_at: group.createdAt })
        .execute();
      return group;
    },

    async findGroupByName(name) {
      const row = await database
        .selectFrom('org_groups')
        .selectAll()
        .where('name', '=', name)
        .executeTakeFirst();
      return row && { id: row.id, name: row.name, createdAt: row.created_at };
    },

    async deleteGroup(groupID) {
      await database.deleteFrom('org_group_members').where('group_id', '=', groupID).execute();
      const result = await database.deleteFrom('org_groups').where('id', '=', groupID).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async setGroups(email, groupIDs) {
      const wanted = [...new Set(groupIDs)];
      const known =
        wanted.length === 0
          ? []
          : (await database.selectFrom('org_groups').select('id').where('id', 'in', wanted).execute()).map(
              (row) => row.id,
            );
      await database.transaction().execute(async (transaction) => {
        await transaction.deleteFrom('org_group_members').where('email', '=', email).execute();
        if (known.length > 0) {
          await transaction
            .insertInto('org_group_members')
            .values(known.map((groupID) => ({ group_id: groupID, email })))
            .execute();
        }
      });
      return known.sort();
    },

    async isMember(email) {
      const row = await database
        .selectFrom('org_members')
        .select('email')
        .where('email', '=', email)
        .executeTakeFirst();
      return row !== undefined;
    },

    async hasMembers() {
      const row = await database.selectFrom('org_members').select('email').limit(1).executeTakeFirst();
      return row !== undefined;
    },

    groupIDsOf,
  };
}

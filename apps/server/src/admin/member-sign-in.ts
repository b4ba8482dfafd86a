import { isAdminEmail } from '../auth/require-admin.ts';
import type { HostConfigService } from './host-config-service.ts';
import type { MembersStore } from './members-store.ts';

/**
 * Who may sign in (docs/admin.md "Members-only sign-in"): on a managed host whose console has
 * recorded at least one member, only those members and the administrators (ADMIN_EMAILS) get login
 * codes. Elsewhere, and before the first invitation, anyone may, as before: inviting the first
 * member is what closes the door, so a fresh host never locks its people out.
 */
export function memberSignInRule({
  hostConfigs,
  members,
  adminEmails,
}: {
  hostConfigs: Pick<HostConfigService, 'effective' | 'base'>;
  members: Pick<MembersStore, 'isMember' | 'hasMembers'>;
  /** Normalised as login stores addresses. */
  adminEmails: readonly string[];
}): (email: string) => Promise<boolean> {
  return async (email) => {
    if (isAdminEmail(adminEmails, email)) return true;
    // The console can make a host managed; without the database the file/environment rule holds.
    const config = await hostConfigs.effective().catch(() => hostConfigs.base);
    if (!config.managed) return true;
    if (await members.isMember(email)) return true;
    return !(await members.hasMembers());
  };
}

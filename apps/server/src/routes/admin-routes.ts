import type { Hono, MiddlewareHandler } from 'hono';
import { hostConfigUpdateRequestSchema } from '@confab/core/protocol';
import { adminMessages } from '../admin/admin-messages.ts';
import type { AdminStore } from '../admin/admin-store.ts';
import { overridesChange } from '../admin/audit-summary.ts';
import type { HostConfigService } from '../admin/host-config-service.ts';
import { editableHostConfigFields, mergeHostConfig } from '../admin/host-config-overrides.ts';
import type { SessionEnv } from '../auth/require-session.ts';
import type { UsersRepository } from '../db/repositories/index.ts';
import { HttpError } from '../http/http-error.ts';
import { readJsonBody } from '../http/read-json-body.ts';

export interface AdminRoutesOptions {
  requireAdmin: MiddlewareHandler<SessionEnv>;
  adminStore: AdminStore;
  hostConfigs: HostConfigService;
  users: Pick<UsersRepository, 'findByID'>;
}

/** The newest entries GET /api/admin/audit answers. */
export const auditPageSize = 200;

/** The e-mail of the admin making the call, for the audit log (requireAdmin has checked the account). */
export async function actorEmail(users: Pick<UsersRepository, 'findByID'>, userID: string): Promise<string> {
  return (await users.findByID(userID))?.email ?? userID;
}

/** GET/PUT /api/admin/host-config and GET /api/admin/audit, for ADMIN_EMAILS only. */
export function registerAdminRoutes(
  app: Hono,
  { requireAdmin, adminStore, hostConfigs, users }: AdminRoutesOptions,
): void {
  app.get('/api/admin/host-config', requireAdmin, async (context) => {
    hostConfigs.invalidate();
    const [overrides, effective] = await Promise.all([adminStore.readOverrides(), hostConfigs.effective()]);
    return context.json({ overrides, effective, editableFields: editableHostConfigFields });
  });

  app.put('/api/admin/host-config', requireAdmin, async (context) => {
    const { overrides } = await readJsonBody(context, hostConfigUpdateRequestSchema);
    const merged = mergeHostConfig(hostConfigs.base, overrides);
    if (!merged.ok) throw new HttpError(400, adminMessages.invalidHostConfig(merged.fields));
    const before = await adminStore.readOverrides();
    await adminStore.writeOverrides(overrides);
    hostConfigs.invalidate();
    await adminStore.audit({
      actorEmail: await actorEmail(users, context.get('session').userID),
      action: 'host-config.update',
      summary: overridesChange(before, overrides),
    });
    return context.json({
      overrides,
      effective: await hostConfigs.effective(),
      editableFields: editableHostConfigFields,
    });
  });

  app.get('/api/admin/audit', requireAdmin, async (context) =>
    context.json({ entries: await adminStore.listAudit(auditPageSize) }),
  );
}

import type { Hono, MiddlewareHandler } from 'hono';
import { systemModelInputSchema } from '@confab/core/protocol';
import { adminMessages } from '../admin/admin-messages.ts';
import type { AdminStore } from '../admin/admin-store.ts';
import type { HostConfigService } from '../admin/host-config-service.ts';
import type { SessionEnv } from '../auth/require-session.ts';
import type { UsersRepository } from '../db/repositories/index.ts';
import { HttpError } from '../http/http-error.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import { adminView, type SystemModelsStore } from '../system-models/system-models-store.ts';
import { actorEmail } from './admin-routes.ts';

export interface AdminSystemModelsRoutesOptions {
  requireAdmin: MiddlewareHandler<SessionEnv>;
  adminStore: Pick<AdminStore, 'audit'>;
  systemModels: SystemModelsStore;
  hostConfigs: Pick<HostConfigService, 'invalidate'>;
  users: Pick<UsersRepository, 'findByID'>;
}

/** Days of usage the console shows. */
export const usageDays = 30;

/** The organisation's models (keys kept here; answers show only their last four characters) and their usage. */
export function registerAdminSystemModelsRoutes(
  app: Hono,
  { requireAdmin, adminStore, systemModels, hostConfigs, users }: AdminSystemModelsRoutesOptions,
): void {
  const list = async () => ({ systemModels: (await systemModels.list()).map(adminView) });

  app.get('/api/admin/system-models', requireAdmin, async (context) => context.json(await list()));

  app.post('/api/admin/system-models', requireAdmin, async (context) => {
    const input = await readJsonBody(context, systemModelInputSchema);
    const model = await systemModels.add(input);
    hostConfigs.invalidate();
    const { title, style, endpoint, model: providerModel, keyLast4 } = adminView(model);
    await adminStore.audit({
      actorEmail: await actorEmail(users, context.get('session').userID),
      action: 'system-model.add',
      summary: { id: model.id, title, style, endpoint, model: providerModel, keyLast4 },
    });
    return context.json(await list());
  });

  app.delete('/api/admin/system-models/:id', requireAdmin, async (context) => {
    const id = context.req.param('id');
    const model = await systemModels.find(id);
    if (!model || !(await systemModels.remove(id)))
      throw new HttpError(404, adminMessages.systemModelNotFound);
    hostConfigs.invalidate();
    await adminStore.audit({
      actorEmail: await actorEmail(users, context.get('session').userID),
      action: 'system-model.remove',
      summary: { id, title: model.title },
    });
    return context.json(await list());
  });

  app.get('/api/admin/usage', requireAdmin, async (context) =>
    context.json({ usage: await systemModels.listUsage(usageDays) }),
  );
}

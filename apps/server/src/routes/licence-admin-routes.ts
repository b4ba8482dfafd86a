import type { Hono, MiddlewareHandler } from 'hono';
import * as z from 'zod/mini';
import { emailAddressSchema, licencePlans } from '@confab/core/protocol';
import type { SessionEnv } from '../auth/require-session.ts';
import { HttpError } from '../http/http-error.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import { adminLicence, type LicenceService } from '../licensing/licence-service.ts';

const issueRequestSchema = z.object({
  email: emailAddressSchema,
  plan: z.enum(licencePlans),
  deviceLimit: z.optional(z.int().check(z.minimum(1), z.maximum(1000))),
});

/**
 * The admin console's licences (ADMIN_EMAILS only): the list, issuing a key (its full text is in
 * this one answer and nowhere else afterwards but the sealed copy) and revoking one.
 */
export function registerLicenceAdminRoutes(
  app: Hono,
  { service, requireAdmin }: { service: LicenceService; requireAdmin: MiddlewareHandler<SessionEnv> },
): void {
  app.get('/api/admin/licences', requireAdmin, async (context) =>
    context.json({ licences: await service.listForAdmin() }),
  );

  app.post('/api/admin/licences', requireAdmin, async (context) => {
    const request = await readJsonBody(context, issueRequestSchema);
    const { row, key } = await service.issue(request);
    return context.json({ licence: { ...adminLicence(row), activeDevices: 0, key } });
  });

  app.post('/api/admin/licences/:id/revoke', requireAdmin, async (context) => {
    const licence = await service.revoke(context.req.param('id'));
    if (!licence) throw new HttpError(404, 'This licence does not exist.');
    return context.json({ licence });
  });
}

import type { Hono } from 'hono';
import { deleteAccountRequestSchema, type DeleteAccountResponse } from '@confab/core/protocol';
import { deleteAccountRows, deleteBlobBytes } from '../account/delete-account.ts';
import type { AuthService } from '../auth/auth-service.ts';
import { requireSession } from '../auth/require-session.ts';
import type { ConfabDatabase } from '../db/tables.ts';
import { HttpError } from '../http/http-error.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import type { Logger } from '../logging/logger.ts';
import type { BlobStore } from '../storage/blob-store.ts';

export const deleteAccountMessages = {
  subscribed: 'Cancel your storage subscription first: deleting the account does not stop its payments.',
} as const;

/**
 * DELETE /api/account: the session's account and all the server holds for it. Identity comes from
 * the session only; the body's confirmation word keeps a stray call from deleting anything.
 */
export function registerDeleteAccountRoute(
  app: Hono,
  options: {
    auth: AuthService;
    database: ConfabDatabase;
    blobStore: BlobStore;
    logger: Logger;
    now: () => Date;
  },
): void {
  app.delete('/api/account', requireSession(options.auth), async (context) => {
    await readJsonBody(context, deleteAccountRequestSchema);
    const { userID } = context.get('session');
    const result = await deleteAccountRows(options.database, userID, options.now());
    if (result.status === 'subscribed') throw new HttpError(409, deleteAccountMessages.subscribed);
    const { failed } = await deleteBlobBytes(options.blobStore, result.blobKeys);
    if (failed > 0) options.logger.warn('deleted account left file bytes behind', { failed });
    options.logger.info('account deleted', { files: result.blobKeys.length });
    context.header('Cache-Control', 'no-store');
    const body: DeleteAccountResponse = { deleted: true };
    return context.json(body);
  });
}

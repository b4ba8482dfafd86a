import * as z from 'zod/mini';
import { lazySchema } from '../entities/index.ts';

/** The word typed to confirm: a request without it deletes nothing. */
export const accountDeletionConfirmation = 'DELETE';

/**
 * DELETE /api/account (bearer token). The account is the session's; the body only confirms. Gone:
 * the account, its sessions, synced records, cloud files, storage plan and every link it shared.
 */
export const deleteAccountRequestSchema = lazySchema(() =>
  z.object({ confirm: z.literal(accountDeletionConfirmation) }),
);

export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export const deleteAccountResponseSchema = lazySchema(() => z.object({ deleted: z.literal(true) }));

export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

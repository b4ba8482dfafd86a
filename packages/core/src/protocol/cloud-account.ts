import * as z from 'zod/mini';
import { lazySchema } from '../entities/index.ts';
import { cloudUserSchema } from './cloud-user.ts';

/** GET /api/cloud/account (bearer token): the signed-in account, for the account section. */
export const cloudAccountResponseSchema = lazySchema(() => z.object({ user: cloudUserSchema }));

export type CloudAccountResponse = z.infer<typeof cloudAccountResponseSchema>;

/**
 * POST /api/cloud/account/revoke-other-sessions (bearer token, no body). Every session of the
 * account ends, the caller's included, and the caller gets a fresh token: a token copied from this
 * device before the revocation is worthless afterwards too.
 */
export const revokeOtherSessionsResponseSchema = lazySchema(() =>
  z.object({ newToken: z.string().check(z.minLength(1)) }),
);

export type RevokeOtherSessionsResponse = z.infer<typeof revokeOtherSessionsResponseSchema>;

/** POST /api/logout (bearer token, no body): ends the caller's session. */
export const logoutResponseSchema = lazySchema(() => z.object({ ok: z.literal(true) }));

export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

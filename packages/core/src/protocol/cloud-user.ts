import * as z from 'zod/mini';
import { lazySchema } from '../entities/index.ts';

/** The spec's cloud token payload: who the token belongs to. */
export const cloudUserSchema = lazySchema(() =>
  z.object({
    email: z.string(),
    /** The server's stable id of the account; the e-mail is not an id (it is compared case-blind). */
    externalUserID: z.string(),
  }),
);

export type CloudUser = z.infer<typeof cloudUserSchema>;

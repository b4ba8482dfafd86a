import * as z from 'zod/mini';
import { lazySchema } from '../entities/index.ts';
import { cloudUserSchema } from './cloud-user.ts';
import { emailAddressSchema } from './login.ts';

/** POST /api/verify: trades the e-mailed code for a session token. */
export const verifyRequestSchema = lazySchema(() =>
  z.object({
    email: emailAddressSchema,
    // Loose on purpose: spaces and case are normalised by the server (normaliseLoginCode).
    code: z.string().check(z.minLength(1), z.maxLength(32)),
  }),
);

export type VerifyRequest = z.infer<typeof verifyRequestSchema>;

/** The token is the bearer credential for every /api/cloud call; the app keeps it in a cookie. */
export const verifyResponseSchema = lazySchema(() =>
  z.object({
    token: z.string().check(z.minLength(1)),
    user: cloudUserSchema,
  }),
);

export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

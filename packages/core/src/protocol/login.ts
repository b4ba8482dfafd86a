import * as z from 'zod/mini';
import { lazySchema } from '../entities/index.ts';

/** Length of the code e-mailed at login; the code step's input takes exactly this many characters. */
export const loginCodeLength = 6;

/**
 * Characters a login code is drawn from: upper-case letters and digits without the look-alikes
 * 0/O and 1/I/L, so a code read from a phone screen is typed right the first time.
 */
export const loginCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Longest address SMTP accepts (RFC 5321 path limit). */
const maximumEmailLength = 254;

/** An e-mail address as typed: trimmed, then checked. */
export const emailAddressSchema = z
  .string()
  .check(z.trim(), z.minLength(3), z.maxLength(maximumEmailLength), z.email());

/**
 * POST /api/login. Sends a code to the address; an unknown address gets the same answer as a known
 * one (the account is created when its first code is verified). `useAltLogin` sends the code through
 * the host's alternative mail route, for when the first e-mail does not arrive.
 */
export const loginRequestSchema = lazySchema(() =>
  z.object({
    email: emailAddressSchema,
    useAltLogin: z.optional(z.boolean()),
  }),
);

export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = lazySchema(() => z.object({ ok: z.literal(true) }));

export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * People paste codes with spaces or type them in lower case; both still match. Returns the code as
 * stored (upper case, no spaces).
 */
export function normaliseLoginCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

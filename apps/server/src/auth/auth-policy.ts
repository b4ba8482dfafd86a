import type { RateLimitRule } from '../db/repositories/index.ts';

const minute = 60_000;

/** How long an e-mailed code works. */
export const loginCodeLifetimeMs = 10 * minute;

/** Verify tries per code; the fifth wrong one ends it. */
export const maximumLoginCodeAttempts = 5;

/** Matches the token cookie's lifetime in the app (spec: 180 days). */
export const sessionLifetimeMs = 180 * 24 * 60 * minute;

/** A session not used for this long ends, whatever its cookie says: a lost laptop's session dies. */
export const sessionIdleLimitMs = 30 * 24 * 60 * minute;

/** How often a used session's last use is written: hourly precision costs one write an hour. */
export const sessionUseRefreshMs = 60 * minute;

export interface AuthRateLimits {
  loginPerEmail: RateLimitRule;
  loginPerAddress: RateLimitRule;
  verifyPerEmail: RateLimitRule;
  verifyPerAddress: RateLimitRule;
}

/**
 * Per e-mail, sending is capped so nobody can flood an inbox, and verifying so the five tries of
 * each code cannot be multiplied by asking for many codes. Per IP address the caps are looser: an
 * office or a school shares one address.
 */
export const defaultAuthRateLimits: AuthRateLimits = {
  loginPerEmail: { bucket: 'login-email', windowMs: 60 * minute, limit: 5 },
  loginPerAddress: { bucket: 'login-address', windowMs: 60 * minute, limit: 30 },
  verifyPerEmail: { bucket: 'verify-email', windowMs: 15 * minute, limit: 10 },
  verifyPerAddress: { bucket: 'verify-address', windowMs: 15 * minute, limit: 50 },
};

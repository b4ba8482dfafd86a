import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe, so the token fits a cookie and an Authorization header unchanged. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Only this hash is stored. The token is already 256 random bits, so a fast hash suffices: there is
 * nothing to guess, and lookups stay an indexed equality on the hash.
 */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

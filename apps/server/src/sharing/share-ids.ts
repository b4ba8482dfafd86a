import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 22 URL-safe characters from 128 random bits: links cannot be guessed or enumerated. */
export function newShareID(): string {
  return randomBytes(16).toString('base64url');
}

/** The delete link's secret: 256 random bits, stored only as its hash. */
export function newDeleteSecret(): string {
  return randomBytes(32).toString('base64url');
}

export const shareIDPattern = /^[A-Za-z0-9_-]{22}$/;

export const deleteSecretPattern = /^[A-Za-z0-9_-]{43}$/;

export function hashDeleteSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Compares in constant time: the answer's timing says nothing about how much of a guess was right. */
export function deleteSecretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashDeleteSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** SHA-256 (lower-case hex) of the text's UTF-8 bytes: the `c` of POST /api/share. */
export function sha256HexOf(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { loginCodeAlphabet, loginCodeLength, normaliseLoginCode } from '@confab/core/protocol';

/** A fresh code from the CSPRNG; `randomInt` draws without modulo bias. */
export function generateLoginCode(): string {
  let code = '';
  for (let index = 0; index < loginCodeLength; index += 1) {
    code += loginCodeAlphabet.charAt(randomInt(loginCodeAlphabet.length));
  }
  return code;
}

/**
 * The stored form of a code. Bound to the row id so equal codes of two rows hash differently and a
 * hash cannot be replayed against another row. A plain SHA-256 is enough here: a code lives ten
 * minutes, so a leaked table is stale long before its codes could be searched for.
 */
export function hashLoginCode(codeID: string, code: string): string {
  return createHash('sha256')
    .update(`${codeID}:${normaliseLoginCode(code)}`)
    .digest('hex');
}

/** Compares in constant time, so the answer time says nothing about how much of a guess was right. */
export function loginCodeMatches(storedHash: string, codeID: string, candidate: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashLoginCode(codeID, candidate), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

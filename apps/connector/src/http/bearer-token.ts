import { createHash, timingSafeEqual } from 'node:crypto';

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/**
 * Checks `Authorization: Bearer <token>` in constant time: both sides are hashed first, so the
 * comparison neither stops at the first differing byte nor reveals the token's length.
 */
export function createBearerCheck(token: string): (authorization: string | undefined) => boolean {
  const expected = digest(token);
  return (authorization) => {
    const match = /^Bearer[ ]+(.+)$/i.exec(authorization ?? '');
    const given = match?.[1];
    if (given === undefined) return false;
    return timingSafeEqual(digest(given), expected);
  };
}

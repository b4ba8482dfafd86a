import { createHmac, timingSafeEqual } from 'node:crypto';

function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

function sameHex(expected: string, given: string): boolean {
  const left = Buffer.from(expected, 'utf8');
  const right = Buffer.from(given, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Provider one: `X-Signature` is the hex HMAC-SHA256 of the raw body. */
export function verifyProviderOneSignature(
  rawBody: string,
  header: string | undefined,
  secret: string,
): boolean {
  return header !== undefined && sameHex(hmacHex(secret, rawBody), header.trim().toLowerCase());
}

/** How old a provider-two signature may be; older ones are replays. */
export const providerTwoToleranceSeconds = 300;

/**
 * Provider two: `Stripe-Signature: t={seconds},v1={hex}[,v1=...]`, the HMAC of `{t}.{raw body}`.
 * The timestamp is signed too, so an old event cannot be replayed with a fresh time.
 */
export function verifyProviderTwoSignature(
  rawBody: string,
  header: string | undefined,
  secret: string,
  nowSeconds: number,
): boolean {
  if (header === undefined) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > providerTwoToleranceSeconds)
    return false;
  const expected = hmacHex(secret, `${String(timestamp)}.${rawBody}`);
  return parts.some(([key, value]) => key === 'v1' && value !== undefined && sameHex(expected, value));
}

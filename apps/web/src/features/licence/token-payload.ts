import { licenceTokenPayloadSchema, type LicenceTokenPayload } from '@confab/core/protocol';

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)));
}

/**
 * The payload of a token the licence server has just sent (same origin, over the request that
 * asked for it), read without checking the signature; a stored token is checked offline instead.
 */
export function readTokenPayload(token: string): LicenceTokenPayload | undefined {
  const [encoded] = token.split('.');
  if (!encoded) return undefined;
  try {
    const parsed = licenceTokenPayloadSchema.safeParse(JSON.parse(decodeBase64Url(encoded)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

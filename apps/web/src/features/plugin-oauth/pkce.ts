/** Base64url without padding (RFC 7636 appendix A). */
export function base64URL(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** Unguessable text from the platform's cryptographic random source: 32 bytes give 43 characters. */
export function randomURLSafeText(byteCount = 32): string {
  return base64URL(crypto.getRandomValues(new Uint8Array(byteCount)));
}

/** The S256 code challenge of a PKCE verifier: base64url(SHA-256(verifier)). */
export async function codeChallengeS256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64URL(new Uint8Array(digest));
}

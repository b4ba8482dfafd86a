/** base64url without padding, as the token's two parts are written (the JWT alphabet). */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Undefined for text outside the base64url alphabet or of an impossible length. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Plain base64 (the host config's `licensing.publicKey` and LICENCE_SIGNING_KEY are written so). */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(trimmed) || trimmed.length % 4 !== 0) return undefined;
  return fromBase64Url(trimmed.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'));
}

/**
 * SHA-256 of the text's UTF-8 bytes as lowercase hex. WebCrypto is in browsers and Node 20 alike,
 * so core needs no hashing dependency; browsers offer it only in secure contexts (HTTPS, localhost).
 */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

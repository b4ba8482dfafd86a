/** Agents spec §9: a key stored encrypted begins with this marker. */
export const encryptedKeyPrefix = 'encrypted-';
/** Agents spec §9: the stored key ends with the last 4 characters of the plain key. */
export const visibleKeyCharacters = 4;
/** Shown in place of the last characters of a key too short to reveal any of it. */
const hiddenHint = '****';
/** Keys shorter than this show no characters: four of a six-character key are most of it. */
const shortestKeyWithHint = 8;
const formatVersion = 'v1';

/** The parts of a stored encrypted key, in the order they are written. */
export interface EncryptedKeyParts {
  iterations: number;
  salt: Uint8Array<ArrayBuffer>;
  iv: Uint8Array<ArrayBuffer>;
  cipherText: Uint8Array<ArrayBuffer>;
  /** The plain key's last 4 characters (what the masked key form shows), or `****` for a short key. */
  hint: string;
}

export function isEncryptedKey(stored: string): boolean {
  return stored.startsWith(encryptedKeyPrefix);
}

export function keyHint(plainKey: string): string {
  return plainKey.length >= shortestKeyWithHint ? plainKey.slice(-visibleKeyCharacters) : hiddenHint;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * `encrypted-` + the cipher text + the last 4 characters (agents spec §3, §9), the cipher text
 * being `v1.<iterations>.<salt>.<iv>.<AES-GCM output>.` in base64url. Salt and iteration count
 * travel with each key so a locked key synced to another browser unlocks there with the password
 * alone; the hint stays last, so anything that shows "the last 4 characters" of the stored value
 * shows the plain key's.
 */
export function formatEncryptedKey(parts: EncryptedKeyParts): string {
  const body = [
    formatVersion,
    String(parts.iterations),
    toBase64Url(parts.salt),
    toBase64Url(parts.iv),
    toBase64Url(parts.cipherText),
  ];
  return `${encryptedKeyPrefix}${body.join('.')}.${parts.hint}`;
}

/** The parts of a stored key, or undefined when it is not one this format wrote. */
export function parseEncryptedKey(stored: string): EncryptedKeyParts | undefined {
  if (!isEncryptedKey(stored)) return undefined;
  const rest = stored.slice(encryptedKeyPrefix.length);
  const hint = rest.slice(-visibleKeyCharacters);
  const body = rest.slice(0, -visibleKeyCharacters);
  if (hint.length !== visibleKeyCharacters || !body.endsWith('.')) return undefined;
  const [version, iterationsText, salt, iv, cipherText, extra] = body.slice(0, -1).split('.');
  if (
    version !== formatVersion ||
    extra !== undefined ||
    !iterationsText ||
    !/^\d{1,9}$/.test(iterationsText)
  )
    return undefined;
  const saltBytes = fromBase64Url(salt ?? '');
  const ivBytes = fromBase64Url(iv ?? '');
  const cipherBytes = fromBase64Url(cipherText ?? '');
  if (
    !saltBytes ||
    !ivBytes ||
    !cipherBytes ||
    saltBytes.length < 16 ||
    ivBytes.length !== 12 ||
    cipherBytes.length < 16
  ) {
    return undefined;
  }
  return { iterations: Number(iterationsText), salt: saltBytes, iv: ivBytes, cipherText: cipherBytes, hint };
}

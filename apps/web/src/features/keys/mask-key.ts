/** The spec keeps only the last 4 characters visible; the run of asterisks is fixed so it hides the length. */
const maskRun = '*'.repeat(16);
const encryptedPrefix = 'encrypted-';

export function maskKey(key: string): string {
  return `${maskRun}${key.slice(-4)}`;
}

/** A key beginning with encrypted- counts as stored securely (spec §3, Stored API key). */
export function isEncryptedKey(key: string): boolean {
  return key.startsWith(encryptedPrefix);
}

import { KeyVaultError } from './key-vault-error.ts';
import {
  formatEncryptedKey,
  isEncryptedKey,
  keyHint,
  parseEncryptedKey,
  type EncryptedKeyParts,
} from './encrypted-key-format.ts';

/** OWASP's 2023 figure for PBKDF2-HMAC-SHA256; the issue asks for at least this. */
export const vaultIterations = 600_000;
/** A stored key asking for more is refused as damaged, so a crafted key cannot hang the tab. */
const maximumIterations = 10_000_000;
const saltBytes = 16;
const ivBytes = 12;

/** WebCrypto's key type, named through the API because core's type libraries have no DOM. */
type CryptoKey = Awaited<ReturnType<typeof crypto.subtle.deriveKey>>;

/** Binds the hint to the cipher text: changing the visible last 4 characters fails the unlock. */
function additionalData(hint: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`confab-key-vault:v1:${hint}`);
}

function randomBytes(count: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(count));
}

async function deriveKey(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveKey',
  ]);
  // Not extractable: the key can encrypt and decrypt in this tab and can never be read out of it.
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

function saltID(salt: Uint8Array, iterations: number): string {
  return `${iterations}:${Array.from(salt, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

function requirePassword(password: string): string {
  if (password === '') throw new KeyVaultError('empty-password');
  return password;
}

/**
 * The unlocked vault of one tab: the password-derived AES-256-GCM key lives only in this object's
 * memory (never stored, never extractable) and the password is dropped once the keys are derived.
 * Keys saved while unlocked are encrypted with it; `forget()` drops it.
 */
export class KeyVault {
  /** Derived keys by salt and count: keys locked on another device may carry their own salt. */
  private readonly keys = new Map<string, CryptoKey>();
  private password: string | undefined;
  /** New keys are encrypted under this salt and count, so all keys of the vault share one derived key. */
  private readonly lockSalt: Uint8Array<ArrayBuffer>;
  private readonly lockIterations: number;

  private constructor(password: string, lockSalt: Uint8Array<ArrayBuffer>, lockIterations: number) {
    this.password = password;
    this.lockSalt = lockSalt;
    this.lockIterations = lockIterations;
  }

  /** A vault for a new password (locking plain keys for the first time), with a fresh random salt. */
  static async create(password: string): Promise<KeyVault> {
    const vault = new KeyVault(requirePassword(password), randomBytes(saltBytes), vaultIterations);
    try {
      await vault.lockKey();
      return vault;
    } finally {
      vault.password = undefined;
    }
  }

  /**
   * Unlocks stored keys: every encrypted one must open (agents spec §5), else `wrong-password`, or
   * `damaged` for a value this format did not write. Plain values pass through unchanged. New keys
   * are then encrypted under the salt of the first stored key.
   */
  static async unlock(
    stored: readonly string[],
    password: string,
  ): Promise<{ vault: KeyVault; plain: string[] }> {
    requirePassword(password);
    const entries = stored.map((value) => ({
      value,
      parts: isEncryptedKey(value) ? parseEncryptedKey(value) : undefined,
    }));
    if (entries.some((entry) => isEncryptedKey(entry.value) && !entry.parts))
      throw new KeyVaultError('damaged');
    const first = entries.find((entry) => entry.parts)?.parts;
    const vault = new KeyVault(
      password,
      first?.salt ?? randomBytes(saltBytes),
      first?.iterations ?? vaultIterations,
    );
    try {
      const plain: string[] = [];
      // One after another: keys sharing a salt then derive it once, not once per key.
      for (const entry of entries) plain.push(entry.parts ? await vault.open(entry.parts) : entry.value);
      await vault.lockKey();
      return { vault, plain };
    } finally {
      vault.password = undefined;
    }
  }

  /** `encrypted-` + cipher text + the last 4 characters; an empty key stays empty (nothing to hide). */
  async encrypt(plainKey: string): Promise<string> {
    if (plainKey === '') return '';
    const hint = keyHint(plainKey);
    const iv = randomBytes(ivBytes);
    const cipher = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: additionalData(hint) },
      await this.lockKey(),
      new TextEncoder().encode(plainKey),
    );
    return formatEncryptedKey({
      iterations: this.lockIterations,
      salt: this.lockSalt,
      iv,
      cipherText: new Uint8Array(cipher),
      hint,
    });
  }

  /** Opens a stored key whose salt this vault has unlocked. */
  async decrypt(stored: string): Promise<string> {
    const parts = parseEncryptedKey(stored);
    if (!parts) throw new KeyVaultError('damaged');
    return this.open(parts);
  }

  /** Drops every derived key: the vault can do nothing after this. */
  forget(): void {
    this.keys.clear();
    this.password = undefined;
  }

  private lockKey(): Promise<CryptoKey> {
    return this.keyFor(this.lockSalt, this.lockIterations);
  }

  private async keyFor(salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<CryptoKey> {
    const id = saltID(salt, iterations);
    const known = this.keys.get(id);
    if (known) return known;
    // No password left: the vault was forgotten, or this salt was not among the unlocked keys.
    if (this.password === undefined) throw new KeyVaultError('wrong-password');
    if (iterations < 1 || iterations > maximumIterations) throw new KeyVaultError('damaged');
    const derived = await deriveKey(this.password, salt, iterations);
    this.keys.set(id, derived);
    return derived;
  }

  private async open(parts: EncryptedKeyParts): Promise<string> {
    const key = await this.keyFor(parts.salt, parts.iterations);
    try {
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: parts.iv, additionalData: additionalData(parts.hint) },
        key,
        parts.cipherText,
      );
      return new TextDecoder().decode(plain);
    } catch {
      // AES-GCM cannot tell a wrong password from altered bytes: both fail the tag check.
      throw new KeyVaultError('wrong-password');
    }
  }
}

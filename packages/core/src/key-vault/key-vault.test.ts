import { beforeAll, describe, expect, it } from 'vitest';
import { KeyVault, vaultIterations } from './key-vault.ts';
import { KeyVaultError } from './key-vault-error.ts';
import { formatEncryptedKey, isEncryptedKey, parseEncryptedKey } from './encrypted-key-format.ts';

const openAIKey = 'sk-test-openai-0123456789abcdWXYZ';
const geminiKey = 'AIzaTest-gemini-key-9876';

async function failureOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return 'none';
  } catch (error) {
    if (error instanceof KeyVaultError) return error.reason;
    throw error;
  }
}

// Each derivation runs 600,000 PBKDF2 rounds (about half a second): the suite derives a handful.
let locked: { openAI: string; gemini: string };

beforeAll(async () => {
  const vault = await KeyVault.create('correct horse');
  locked = { openAI: await vault.encrypt(openAIKey), gemini: await vault.encrypt(geminiKey) };
});

describe('stored encrypted keys', () => {
  it('are encrypted- + cipher text + the last 4 characters of the key', () => {
    expect(isEncryptedKey(locked.openAI)).toBe(true);
    expect(locked.openAI.startsWith('encrypted-v1.600000.')).toBe(true);
    expect(locked.openAI.slice(-4)).toBe('WXYZ');
    expect(locked.openAI).not.toContain(openAIKey.slice(0, -4));
    const parts = parseEncryptedKey(locked.openAI);
    expect(parts?.iterations).toBe(vaultIterations);
    expect(vaultIterations).toBeGreaterThanOrEqual(600_000);
    expect(parts?.salt.length).toBe(16);
    expect(parts?.iv.length).toBe(12);
    expect(parts?.hint).toBe('WXYZ');
  });

  it('share the vault salt, with a fresh IV per key', () => {
    const first = parseEncryptedKey(locked.openAI);
    const second = parseEncryptedKey(locked.gemini);
    expect(first?.salt).toEqual(second?.salt);
    expect(first?.iv).not.toEqual(second?.iv);
  });

  it('reveal nothing of a short key', async () => {
    const vault = await KeyVault.unlock([locked.openAI], 'correct horse');
    const short = await vault.vault.encrypt('abc123');
    expect(short.slice(-4)).toBe('****');
    expect(await vault.vault.decrypt(short)).toBe('abc123');
    expect(await vault.vault.encrypt('')).toBe('');
  });
});

describe('KeyVault.unlock', () => {
  it('opens every key with the password, passes plain values through, and keeps the salt for new keys', async () => {
    const { vault, plain } = await KeyVault.unlock(
      [locked.openAI, '', 'plain-key', locked.gemini],
      'correct horse',
    );
    expect(plain).toEqual([openAIKey, '', 'plain-key', geminiKey]);
    const added = await vault.encrypt('sk-ant-new-key-1234');
    expect(parseEncryptedKey(added)?.salt).toEqual(parseEncryptedKey(locked.openAI)?.salt);
    expect(await vault.decrypt(added)).toBe('sk-ant-new-key-1234');
  });

  it('refuses a wrong password with the invalid-password message', async () => {
    await expect(KeyVault.unlock([locked.openAI], 'wrong horse')).rejects.toThrow(
      'Invalid password. Please try again.',
    );
  });

  it('refuses an empty password before any work', async () => {
    expect(await failureOf(KeyVault.unlock([locked.openAI], ''))).toBe('empty-password');
    expect(await failureOf(KeyVault.create(''))).toBe('empty-password');
  });

  it('calls a key whose visible last 4 characters were changed a wrong password (the tag covers them)', async () => {
    const tampered = `${locked.openAI.slice(0, -4)}ABCD`;
    expect(await failureOf(KeyVault.unlock([tampered], 'correct horse'))).toBe('wrong-password');
  });

  it('calls values this format did not write damaged', async () => {
    expect(await failureOf(KeyVault.unlock(['encrypted-garbage'], 'x'))).toBe('damaged');
    const parts = parseEncryptedKey(locked.openAI);
    if (!parts) throw new Error('the fixture key must parse');
    const costly = formatEncryptedKey({ ...parts, iterations: 999_999_999 });
    expect(await failureOf(KeyVault.unlock([costly], 'correct horse'))).toBe('damaged');
  });

  it('can do nothing once forgotten', async () => {
    const { vault } = await KeyVault.unlock([], 'another password');
    vault.forget();
    expect(await failureOf(vault.encrypt(openAIKey))).toBe('wrong-password');
  });
});

import { describe, expect, it } from 'vitest';
import { isEncryptedKey, maskKey } from './mask-key.ts';

describe('maskKey', () => {
  it('shows a fixed run of asterisks and the last 4 characters', () => {
    expect(maskKey('sk-abcdefghijklmnop1234')).toBe('****************1234');
    expect(maskKey('AIza9876')).toBe('****************9876');
  });

  it('flags keys that start with encrypted- as stored securely', () => {
    expect(isEncryptedKey('encrypted-abc')).toBe(true);
    expect(isEncryptedKey('sk-encrypted-abc')).toBe(false);
  });
});

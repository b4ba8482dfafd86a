import { describe, expect, it } from 'vitest';
import { loginCodeAlphabet, loginCodeLength } from '@confab/core/protocol';
import { generateLoginCode, hashLoginCode, loginCodeMatches } from '../src/auth/login-code.ts';

describe('login codes', () => {
  it('draws 6 characters from the alphabet, differently each time', () => {
    const codes = new Set(Array.from({ length: 200 }, () => generateLoginCode()));
    expect(codes.size).toBeGreaterThan(190);
    for (const code of codes) {
      expect(code).toHaveLength(loginCodeLength);
      expect(code).toMatch(new RegExp(`^[${loginCodeAlphabet}]+$`));
    }
  });

  it('binds the hash to the row id and matches typed variants only', () => {
    const hash = hashLoginCode('lc-1', 'ABC234');
    expect(hash).not.toContain('ABC234');
    expect(hashLoginCode('lc-2', 'ABC234')).not.toBe(hash);
    expect(loginCodeMatches(hash, 'lc-1', 'abc 234')).toBe(true);
    expect(loginCodeMatches(hash, 'lc-2', 'ABC234')).toBe(false);
    expect(loginCodeMatches(hash, 'lc-1', 'ABC235')).toBe(false);
  });
});

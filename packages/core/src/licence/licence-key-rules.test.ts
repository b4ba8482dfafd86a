import { describe, expect, it } from 'vitest';
import { looksLikeAPIKey, mayActivate, maskLicenceKey } from './licence-key-rules.ts';

describe('licence key input', () => {
  it('refuses empty values and API keys', () => {
    expect(mayActivate('')).toBe(false);
    expect(mayActivate('   ')).toBe(false);
    expect(mayActivate('sk-proj-123')).toBe(false);
    expect(looksLikeAPIKey(' sk-abc')).toBe(true);
    expect(mayActivate('CONFAB-AAAAA-BBBBB')).toBe(true);
  });

  it('masks all but the last 4 characters', () => {
    const masked = maskLicenceKey('CONFAB-AAAAA-BBBBB-CCCCC-DDDD');
    expect(masked.endsWith('DDDD')).toBe(true);
    expect(masked).not.toContain('CONFAB');
    expect(maskLicenceKey('ABCD')).toBe('••••ABCD');
  });
});

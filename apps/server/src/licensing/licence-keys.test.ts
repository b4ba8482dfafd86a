import { describe, expect, it } from 'vitest';
import { createKeySealer } from './licence-key-sealing.ts';
import { generateLicenceKeyPair } from './licence-config.ts';
import { generateLicenceKey, hashLicenceKey, licenceKeyLast4, normaliseLicenceKey } from './licence-keys.ts';

describe('licence keys', () => {
  it('are CONFAB- and four groups of five base32 characters, different each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => generateLicenceKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^CONFAB(-[0-9A-HJKMNP-TV-Z]{5}){4}$/);
  });

  it('are found however a person types them', () => {
    const key = 'CONFAB-0A1B2-C3D4E-F5G6H-J7K8M';
    for (const typed of [
      'confab-0a1b2-c3d4e-f5g6h-j7k8m',
      ' CONFAB-OA1B2-C3D4E-F5G6H-J7K8M ',
      'CONFAB-0AIB2-C3D4E-F5G6H-J7K8M',
    ]) {
      expect(hashLicenceKey(typed)).toBe(hashLicenceKey(key));
    }
    expect(normaliseLicenceKey('0a1b2-c3d4e-f5g6h-j7k8m')).toBe(key);
    expect(licenceKeyLast4(key)).toBe('7K8M');
    expect(hashLicenceKey(key)).not.toContain('0A1B2');
  });

  it('are sealed so only the same signing key opens them, and a changed seal opens to nothing', () => {
    const sealer = createKeySealer(generateLicenceKeyPair().signingKey);
    const key = generateLicenceKey();
    const sealed = sealer.seal(key);
    expect(sealed).not.toContain(key.slice(7));
    expect(sealer.open(sealed)).toBe(key);
    expect(createKeySealer(generateLicenceKeyPair().signingKey).open(sealed)).toBeUndefined();
    const changed = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(sealer.open(changed)).toBeUndefined();
    expect(sealer.open('v2.x.y')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { licencesApply, upgradeOffered, userCanUse, type LicenceContext } from './licence-rights.ts';

const selling: LicenceContext = { managed: false, licensing: true, verified: null, plan: undefined };

describe('userCanUse', () => {
  it('allows everything on a host that sells no licences', () => {
    const context = { ...selling, licensing: false };
    expect(licencesApply(context)).toBe(false);
    expect(userCanUse('unlimitedPlugins', context)).toBe(true);
    expect(userCanUse('share', context)).toBe(true);
  });

  it('allows everything on a managed host, licence or not', () => {
    const context = { ...selling, managed: true, verified: false };
    expect(userCanUse('project', context)).toBe(true);
    expect(upgradeOffered(context)).toBe(false);
  });

  it('refuses while the licence is unknown or not verified', () => {
    expect(userCanUse('unlimitedPlugins', selling)).toBe(false);
    expect(userCanUse('project', { ...selling, verified: false, plan: 'premium' })).toBe(false);
  });

  it('grants every right to a verified standard or premium licence', () => {
    for (const plan of ['standard', 'premium'] as const) {
      const context = { ...selling, verified: true, plan };
      expect(
        ['unlimitedPlugins', 'project', 'share'].map((right) => userCanUse(right as 'share', context)),
      ).toEqual([true, true, true]);
    }
  });

  it('offers an upgrade to everyone but a verified premium licence', () => {
    expect(upgradeOffered(selling)).toBe(true);
    expect(upgradeOffered({ ...selling, verified: true, plan: 'standard' })).toBe(true);
    expect(upgradeOffered({ ...selling, verified: true, plan: 'premium' })).toBe(false);
  });
});

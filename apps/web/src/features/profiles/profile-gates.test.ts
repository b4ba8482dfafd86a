import { describe, expect, it } from 'vitest';
import { defaultHostConfig } from '@confab/core';
import { profileKeysAllowed, profilesShown } from './profile-gates.ts';

describe('profile gates', () => {
  const managed = { ...defaultHostConfig, managed: true };
  it('follow yourProfile, and on managed hosts need a signed-in member', () => {
    expect(profilesShown(defaultHostConfig, false)).toBe(true);
    expect(profilesShown({ ...defaultHostConfig, chatFeatures: { yourProfile: false } }, true)).toBe(false);
    expect(profilesShown(managed, false)).toBe(false);
    expect(profilesShown(managed, true)).toBe(true);
  });

  it('allow profile keys unless a managed host refuses user keys', () => {
    expect(profileKeysAllowed(defaultHostConfig)).toBe(true);
    expect(profileKeysAllowed({ managed: true, allowUserAPIKey: false })).toBe(false);
    expect(profileKeysAllowed({ managed: true, allowUserAPIKey: true })).toBe(true);
  });
});

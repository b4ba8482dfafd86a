import { describe, expect, it } from 'vitest';
import { defaultHostConfig, type HostConfig } from '@confab/core';
import { isLoginRequired, isSignInAllowed, loginEmailRule } from './sign-in-allowed.ts';

const host = (change: Partial<HostConfig>): HostConfig => ({ ...defaultHostConfig, ...change });
const managed = { managed: true };

describe('sign-in rules of the host config', () => {
  it.each([
    ['an unmanaged host', {}, true],
    ['a managed public host', managed, false],
    [
      'a managed public host that allows login (publicModeAllowLogin)',
      { ...managed, publicModeAllowLogin: true },
      true,
    ],
    ['a managed host that requires login', { ...managed, loginRequired: true, allowGuests: false }, true],
    ['a managed host that requires login but lets guests in', { ...managed, loginRequired: true }, true],
    ['a managed host that requires a licence key', { ...managed, requireLicenseKey: true }, true],
    ['a managed host that knows the user', { ...managed, currentUser: { email: 'a@acme.example' } }, true],
    ['the setapp host', { ...managed, externalAuthConfig: { type: 'setapp' } }, true],
  ])('%s: sign-in allowed is %s', (_name, change, allowed) => {
    expect(isSignInAllowed(host(change))).toBe(allowed);
  });

  it('requires login only when guests are not allowed (loginRequired, allowGuests)', () => {
    expect(isLoginRequired(host({ loginRequired: true, allowGuests: false }))).toBe(true);
    expect(isLoginRequired(host({ loginRequired: true, allowGuests: true }))).toBe(false);
    expect(isLoginRequired(host({ loginRequired: false, allowGuests: false }))).toBe(false);
  });

  it('locks the e-mail a managed host names, unless allowAnyCloudSyncEmail', () => {
    const named = { ...managed, currentUser: { email: 'a@acme.example' } };
    expect(loginEmailRule(host(named))).toEqual({ initial: 'a@acme.example', editable: false });
    expect(loginEmailRule(host({ ...named, allowAnyCloudSyncEmail: true })).editable).toBe(true);
  });
});

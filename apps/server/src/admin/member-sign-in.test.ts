import { describe, expect, it } from 'vitest';
import { defaultHostConfig, type HostConfig } from '@confab/core/protocol';
import { hostBrand } from './invitations.ts';
import { memberSignInRule } from './member-sign-in.ts';

function rule({ managed, members }: { managed: boolean; members: string[] }) {
  const config: HostConfig = { ...defaultHostConfig, managed };
  return memberSignInRule({
    hostConfigs: { base: defaultHostConfig, effective: () => Promise.resolve(config) },
    members: {
      isMember: (email) => Promise.resolve(members.includes(email)),
      hasMembers: () => Promise.resolve(members.length > 0),
    },
    adminEmails: ['boss@acme.example'],
  });
}

describe('memberSignInRule', () => {
  it('admits only members and admins on a managed host with members', async () => {
    const maySignIn = rule({ managed: true, members: ['ada@acme.example'] });
    expect(await maySignIn('ada@acme.example')).toBe(true);
    expect(await maySignIn('boss@acme.example')).toBe(true);
    expect(await maySignIn('mallory@elsewhere.example')).toBe(false);
  });

  it('admits anyone before the first member and on hosts that are not managed', async () => {
    expect(await rule({ managed: true, members: [] })('mallory@elsewhere.example')).toBe(true);
    expect(await rule({ managed: false, members: ['ada@acme.example'] })('mallory@elsewhere.example')).toBe(
      true,
    );
  });
});

describe('hostBrand', () => {
  it('prefers the display brand, then the name, then the brand', () => {
    expect(hostBrand({ brand: 'Confab', name: 'Acme', displayBrand: ' ' })).toBe('Acme');
    expect(hostBrand({ brand: 'Confab', displayBrand: 'Acme Chat' })).toBe('Acme Chat');
    expect(hostBrand({ brand: '' })).toBe('Confab');
  });
});

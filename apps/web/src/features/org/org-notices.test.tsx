import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { defaultHostConfig, type HostConfig } from '@confab/core';
import { HostConfigProvider } from '../../host/host-config.tsx';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { cloudTokenStore } from '../account/index.ts';
import { OrgNotices } from './org-notices.tsx';
import { serverLicenceTestToken } from './server-licence-test-token.ts';

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 27);

const managed: HostConfig = { ...defaultHostConfig, managed: true, brand: 'Acme' };
const admin = { email: 'admin@acme.example', isAdmin: true };
const member = { email: 'ada@acme.example', isAdmin: false };

function renderNotices(hostConfig: HostConfig, onActivatePrompted = vi.fn(() => Promise.resolve())) {
  render(
    <HostConfigProvider config={hostConfig}>
      <IntlRoot locale="en">
        <OrgNotices now={() => now} onActivatePrompted={onActivatePrompted} />
      </IntlRoot>
    </HostConfigProvider>,
  );
  return onActivatePrompted;
}

afterEach(() => {
  cleanup();
  cloudTokenStore.clear();
});

describe('OrgNotices', () => {
  it('tells a member that the server licence expired, and the member can only close it', () => {
    renderNotices({ ...managed, licenseToken: serverLicenceTestToken(now - day), currentUser: member });
    const dialog = screen.getByRole('dialog', { name: 'Server License Expired' });
    expect(dialog.textContent).toContain('contact your administrator');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows administrators the banner with a renewal link instead', () => {
    renderNotices({ ...managed, licenseToken: serverLicenceTestToken(now - day), currentUser: admin });
    expect(screen.getByRole('alert').textContent).toContain(
      'Action Required: This server license has expired',
    );
    expect(screen.getByRole('link', { name: 'Renew license' }).getAttribute('href')).toBe(
      '/admin/billing/subscribe',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('warns administrators when less than 3 days remain', () => {
    renderNotices({
      ...managed,
      licenseToken: serverLicenceTestToken(now + 2 * day - 1000),
      currentUser: admin,
    });
    expect(screen.getByRole('alert').textContent).toContain('expires in 2 days');
  });

  it.each([
    ['no licence token', {}],
    [
      'a licence with time left',
      { licenseToken: serverLicenceTestToken(now + 10 * day), currentUser: admin },
    ],
    [
      'an expiring licence, for a member',
      { licenseToken: serverLicenceTestToken(now + day), currentUser: member },
    ],
  ])('says nothing with %s', (_case, change) => {
    renderNotices({ ...managed, ...change });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks a visitor of an inactive organisation to log in first', () => {
    const prompted = renderNotices({ ...managed, orgActive: false });
    expect(screen.getByRole('dialog', { name: 'Please login first' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('#settings/account');
    expect(prompted).not.toHaveBeenCalled();
  });

  it('offers a signed-in administrator the 14-day trial and tells the server the prompt opened', () => {
    cloudTokenStore.save('t-1');
    const prompted = renderNotices({ ...managed, orgActive: false, currentUser: admin });
    const dialog = screen.getByRole('dialog', { name: 'Activate Acme to continue' });
    expect(dialog.textContent).toContain('14-day free trial');
    expect(screen.getByRole('link', { name: 'Start free trial' }).getAttribute('href')).toBe(
      '/admin/onboarding',
    );
    expect(prompted).toHaveBeenCalledTimes(1);
  });

  it('tells a signed-in member to ask the administrator for the trial', () => {
    cloudTokenStore.save('t-1');
    renderNotices({ ...managed, orgActive: false, currentUser: member });
    expect(screen.getByRole('dialog', { name: 'Activate Acme to continue' }).textContent).toContain(
      'ask your administrator',
    );
    expect(screen.queryByRole('link', { name: 'Start free trial' })).toBeNull();
  });
});

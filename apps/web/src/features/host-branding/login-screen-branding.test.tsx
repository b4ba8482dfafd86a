import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { defaultHostConfig, type HostConfig } from '@confab/core';
import { HostConfigProvider } from '../../host/host-config.tsx';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { LoginRequiredGate, type AccountClient } from '../account/index.ts';
import { BrandMark } from './brand-mark.tsx';

const branded: HostConfig = {
  ...defaultHostConfig,
  managed: true,
  loginRequired: true,
  allowGuests: false,
  brand: 'acme',
  displayBrand: 'Acme Chat',
  tagline: 'Chat at work',
  logoURL: '/acme-logo.svg',
  bannerURL: 'javascript:alert(1)',
  sidebarColorHue: 210,
  metadata: { loginMessage: 'Welcome to **Acme**. <img src=x onerror="alert(1)">' },
};

const client: AccountClient = {
  requestLoginCode: vi.fn(() => Promise.resolve()),
  verifyLoginCode: vi.fn(() =>
    Promise.resolve({ token: 't', user: { email: 'a@b.c', externalUserID: 'u' } }),
  ),
  readAccount: vi.fn(() => Promise.resolve({ email: 'a@b.c', externalUserID: 'u' })),
  revokeOtherSessions: vi.fn(() => Promise.resolve('t2')),
  logOut: vi.fn(() => Promise.resolve()),
  deleteAccount: vi.fn(() => Promise.resolve()),
};

function renderWith(hostConfig: HostConfig, children: React.ReactNode) {
  return render(
    <HostConfigProvider config={hostConfig}>
      <IntlRoot locale="en">{children}</IntlRoot>
    </HostConfigProvider>,
  );
}

afterEach(cleanup);

describe('the hosted login page', () => {
  it('shows the brand, logo, tagline, colours and the login message as Markdown, never as HTML', async () => {
    const { container } = renderWith(
      branded,
      <LoginRequiredGate client={client}>
        <p>The app</p>
      </LoginRequiredGate>,
    );
    expect(screen.getByRole('heading', { name: 'Log in to Acme Chat' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Acme Chat' }).getAttribute('src')).toBe('/acme-logo.svg');
    expect(screen.getByText('Chat at work')).toBeTruthy();
    const page = container.querySelector('main');
    expect(page?.hasAttribute('data-hue')).toBe(true);
    expect(page?.style.getPropertyValue('--login-hue')).toBe('210');
    // The banner's address is not an image address, so no banner is drawn.
    expect(container.querySelector('.login-required__banner')).toBeNull();
    const bold = await screen.findByText('Acme', { selector: 'strong' });
    expect(bold).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
  });
});

describe('BrandMark', () => {
  it('shows the name alone without a logo', () => {
    renderWith({ ...defaultHostConfig, brand: 'Acme' }, <BrandMark />);
    expect(screen.getByText('Acme')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

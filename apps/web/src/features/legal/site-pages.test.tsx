import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { defaultHostConfig, type HostConfig } from '@confab/core';
import { HostConfigProvider } from '../../host/host-config.tsx';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { LegalPage } from './legal-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { ChangelogDialogHost, openChangelogDialog } from './changelog-dialog-host.tsx';
import { isAppHomePath, legalPageForPath } from './legal-routes.ts';

function renderWith(children: React.ReactNode, hostConfig: HostConfig = defaultHostConfig) {
  render(
    <HostConfigProvider config={hostConfig}>
      <IntlRoot locale="en">{children}</IntlRoot>
    </HostConfigProvider>,
  );
}

afterEach(cleanup);

describe('site pages', () => {
  it('picks a page by path, with or without a trailing slash', () => {
    expect(legalPageForPath('/faqs')).toBe('faqs');
    expect(legalPageForPath('/changelog/')).toBe('changelog');
    expect(legalPageForPath('/faqs/more')).toBeNull();
    expect(isAppHomePath('/')).toBe(true);
    expect(isAppHomePath('/settings')).toBe(false);
  });

  it('shows the host’s contact links, and only safe ones', async () => {
    renderWith(<LegalPage kind="contact" />, {
      ...defaultHostConfig,
      links: { contact: 'mailto:help@example.test', feedback: 'javascript:alert(1)', docs: '/docs' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact this server’s team' }).getAttribute('href')).toBe(
      'mailto:help@example.test',
    );
    expect(screen.queryByRole('link', { name: 'Send feedback' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Documentation' }).getAttribute('href')).toBe('/docs');
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('aria-current')).toBe('page');
  });

  it('says where an idea can go when the host has no feedback address', async () => {
    renderWith(<LegalPage kind="ideas" />);
    expect(await screen.findByText(/This server has no feedback address/)).toBeTruthy();
  });

  it('names the missing path on the not-found page', async () => {
    renderWith(<NotFoundPage path="/nowhere" />);
    expect(await screen.findByText(/There is no page at \/nowhere\./)).toBeTruthy();
  });

  it('opens the changelog dialog from anywhere in the app', async () => {
    renderWith(<ChangelogDialogHost />);
    act(() => {
      openChangelogDialog();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Changelog' }, { timeout: 10_000 });
    expect(await screen.findByText(/Entry links/, {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.isConnected).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { defaultHostConfig, type HostConfig } from '@confab/core';
import { HostConfigProvider } from '../../host/host-config.tsx';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { ServerRequestError } from '../../host/server-request-error.ts';
import type { AccountClient } from './account-client.ts';
import { cloudTokenStore } from './cloud-token-store.ts';
import { LoginRequiredGate } from './login-required-gate.tsx';

const membersOnly: HostConfig = {
  ...defaultHostConfig,
  managed: true,
  loginRequired: true,
  allowGuests: false,
};
const user = { email: 'ada@acme.example', externalUserID: 'u-1' };

function fakeClient(readAccount: AccountClient['readAccount']): AccountClient {
  return {
    requestLoginCode: vi.fn(() => Promise.resolve()),
    verifyLoginCode: vi.fn(() => Promise.resolve({ token: 't-1', user })),
    readAccount: vi.fn(readAccount),
    revokeOtherSessions: vi.fn(() => Promise.resolve('t-2')),
    logOut: vi.fn(() => Promise.resolve()),
    deleteAccount: vi.fn(() => Promise.resolve()),
  };
}

function renderGate(hostConfig: HostConfig, client: AccountClient) {
  render(
    <HostConfigProvider config={{ ...hostConfig, brand: 'Acme Chat' }}>
      <IntlRoot locale="en">
        <LoginRequiredGate client={client}>
          <p>The app</p>
        </LoginRequiredGate>
      </IntlRoot>
    </HostConfigProvider>,
  );
}

afterEach(() => {
  cleanup();
  cloudTokenStore.clear();
});

describe('LoginRequiredGate', () => {
  it('shows the hosted login screen, and nothing of the app, to someone signed out', async () => {
    const client = fakeClient(() => Promise.resolve(user));
    renderGate(membersOnly, client);
    // The login screen's code loads only on hosts that require login.
    expect(
      await screen.findByRole('heading', { name: 'Log in to Acme Chat' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByText('The app')).toBeNull();
    expect(client.readAccount).not.toHaveBeenCalled();
  });

  it('lets a member in once the server accepts the token', async () => {
    cloudTokenStore.save('t-live');
    renderGate(
      membersOnly,
      fakeClient(() => Promise.resolve(user)),
    );
    expect(await screen.findByText('The app')).toBeTruthy();
  });

  it('drops a token the server no longer accepts and shows the login screen', async () => {
    cloudTokenStore.save('t-dead');
    renderGate(
      membersOnly,
      fakeClient(() => Promise.reject(new ServerRequestError('Your session has ended.', 401))),
    );
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByText('The app')).toBeNull();
    expect(cloudTokenStore.read()).toBeUndefined();
  });

  it('renders the app at once where guests are allowed, without asking the server', () => {
    const client = fakeClient(() => Promise.resolve(user));
    renderGate({ ...membersOnly, allowGuests: true }, client);
    expect(screen.getByText('The app')).toBeTruthy();
    expect(client.readAccount).not.toHaveBeenCalled();
  });
});

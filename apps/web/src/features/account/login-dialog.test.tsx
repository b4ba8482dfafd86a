import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { defaultHostConfig, type HostConfig } from '@confab/core';
import { HostConfigProvider } from '../../host/host-config.tsx';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { ServerRequestError } from '../../host/server-request-error.ts';
import type { AccountClient } from './account-client.ts';
import { LoginDialog } from './login-dialog.tsx';

const user = { email: 'ada@example.com', externalUserID: 'u-1' };

function fakeClient(overrides: Partial<AccountClient> = {}): AccountClient {
  return {
    requestLoginCode: vi.fn<AccountClient['requestLoginCode']>(() => Promise.resolve()),
    verifyLoginCode: vi.fn<AccountClient['verifyLoginCode']>(() => Promise.resolve({ token: 't-1', user })),
    readAccount: vi.fn<AccountClient['readAccount']>(() => Promise.resolve(user)),
    revokeOtherSessions: vi.fn<AccountClient['revokeOtherSessions']>(() => Promise.resolve('t-2')),
    logOut: vi.fn<AccountClient['logOut']>(() => Promise.resolve()),
    deleteAccount: vi.fn<AccountClient['deleteAccount']>(() => Promise.resolve()),
    ...overrides,
  };
}

function renderDialog(client: AccountClient) {
  const onSignedIn = vi.fn();
  const onClose = vi.fn();
  render(
    <IntlRoot locale="en">
      <LoginDialog client={client} onSignedIn={onSignedIn} onClose={onClose} />
    </IntlRoot>,
  );
  return { onSignedIn, onClose };
}

async function reachCodeStep(client: AccountClient) {
  const handlers = renderDialog(client);
  fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), {
    target: { value: ' ada@example.com ' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByRole('textbox', { name: 'Login code' });
  return handlers;
}

afterEach(cleanup);

describe('LoginDialog', () => {
  it('requires the e-mail before sending', () => {
    const client = fakeClient();
    renderDialog(client);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Enter your e-mail.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'E-mail' }).getAttribute('aria-invalid')).toBe('true');
    expect(client.requestLoginCode).not.toHaveBeenCalled();
  });

  it('sends the code, then verifies the 6 characters and hands over the token', async () => {
    const client = fakeClient();
    const { onSignedIn } = await reachCodeStep(client);
    expect(client.requestLoginCode).toHaveBeenCalledWith({ email: 'ada@example.com', useAltLogin: false });
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    const codeInput = screen.getByRole('textbox', { name: 'Login code' });
    expect(codeInput.getAttribute('maxlength')).toBe('6');

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Enter the code from the e-mail.')).toBeTruthy();
    fireEvent.change(codeInput, { target: { value: 'ab3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('The code has 6 characters.')).toBeTruthy();
    expect(client.verifyLoginCode).not.toHaveBeenCalled();

    fireEvent.change(codeInput, { target: { value: 'ab3def' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => {
      expect(onSignedIn).toHaveBeenCalledWith({ token: 't-1', user });
    });
    expect(client.verifyLoginCode).toHaveBeenCalledWith({ email: 'ada@example.com', code: 'ab3def' });
  });

  it("shows the server's userMessage and stays on the code step", async () => {
    const client = fakeClient({
      verifyLoginCode: () =>
        Promise.reject(new ServerRequestError('This code is wrong or has expired.', 400)),
    });
    const { onSignedIn } = await reachCodeStep(client);
    fireEvent.change(screen.getByRole('textbox', { name: 'Login code' }), { target: { value: 'AAAAAA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    // The alert region may already stand empty while the refusal is on its way: wait for its text.
    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toBe('This code is wrong or has expired.');
    });
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('asks for the alternative login from the code step', async () => {
    const client = fakeClient();
    await reachCodeStep(client);
    fireEvent.click(screen.getByRole('button', { name: 'Use alternative login' }));
    expect(await screen.findByText(/sent a new code by the alternative route/)).toBeTruthy();
    expect(client.requestLoginCode).toHaveBeenLastCalledWith({ email: 'ada@example.com', useAltLogin: true });
  });

  it('returns to the e-mail step on Cancel, and closes from the e-mail step', async () => {
    const client = fakeClient();
    const { onClose } = await reachCodeStep(client);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect((email as HTMLInputElement).value.trim()).toBe('ada@example.com');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('LoginDialog on a host that knows its user', () => {
  const knownUser = { currentUser: { email: 'grace@org.example' } };

  function renderOnHost(overrides: Partial<HostConfig>) {
    render(
      <HostConfigProvider config={{ ...defaultHostConfig, ...overrides }}>
        <IntlRoot locale="en">
          <LoginDialog client={fakeClient()} onSignedIn={vi.fn()} onClose={vi.fn()} />
        </IntlRoot>
      </HostConfigProvider>,
    );
    return screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail' });
  }

  it('prefills the address and keeps it fixed on a managed host', () => {
    const field = renderOnHost({ ...knownUser, managed: true });
    expect(field.value).toBe('grace@org.example');
    expect(field.readOnly).toBe(true);
    expect(screen.getByText('Your organisation signs you in with this address.')).toBeTruthy();
  });

  it('lets the address change where the host allows any e-mail', () => {
    for (const overrides of [
      { ...knownUser, managed: false },
      { ...knownUser, managed: true, allowAnyCloudSyncEmail: true },
      { ...knownUser, managed: true, requireLicenseKey: true },
    ]) {
      const field = renderOnHost(overrides);
      expect(field.value).toBe('grace@org.example');
      expect(field.readOnly).toBe(false);
      cleanup();
    }
  });

  it('leaves the field open on a managed host that names nobody', () => {
    const field = renderOnHost({ managed: true });
    expect(field.value).toBe('');
    expect(field.readOnly).toBe(false);
  });
});

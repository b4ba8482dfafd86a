import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { AccountRequestError, type AccountClient } from './account-client.ts';
import { LoginDialog } from './login-dialog.tsx';

const user = { email: 'ada@example.com', externalUserID: 'u-1' };

function fakeClient(overrides: Partial<AccountClient> = {}): AccountClient {
  return {
    requestLoginCode: vi.fn<AccountClient['requestLoginCode']>(() => Promise.resolve()),
    verifyLoginCode: vi.fn<AccountClient['verifyLoginCode']>(() => Promise.resolve({ token: 't-1', user })),
    readAccount: vi.fn<AccountClient['readAccount']>(() => Promise.resolve(user)),
    revokeOtherSessions: vi.fn<AccountClient['revokeOtherSessions']>(() => Promise.resolve('t-2')),
    logOut: vi.fn<AccountClient['logOut']>(() => Promise.resolve()),
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
        Promise.reject(new AccountRequestError('This code is wrong or has expired.', 400)),
    });
    const { onSignedIn } = await reachCodeStep(client);
    fireEvent.change(screen.getByRole('textbox', { name: 'Login code' }), { target: { value: 'AAAAAA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This code is wrong or has expired.');
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

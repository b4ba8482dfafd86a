import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { KeyVaultError } from '@confab/core/key-vault';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { LockKeysDialog } from './lock-keys-dialog.tsx';
import { UnlockDialog } from './unlock-dialog.tsx';
import type { VaultActions } from './vault-actions.ts';

function type(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('unlock dialog', () => {
  afterEach(cleanup);

  function renderUnlock(unlock: VaultActions['unlock']) {
    const onClose = vi.fn();
    const onForget = vi.fn();
    render(
      <IntlRoot locale="en">
        <UnlockDialog unlock={unlock} onClose={onClose} onForget={onForget} />
      </IntlRoot>,
    );
    return { onClose, onForget };
  }

  it('does nothing with an empty password and shows the invalid-password message under the input', async () => {
    const unlock = vi.fn<VaultActions['unlock']>(() => Promise.reject(new KeyVaultError('wrong-password')));
    renderUnlock(unlock);
    expect(screen.getByRole('dialog', { name: 'Unlock your API keys' })).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Unlock' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.submit(submit.closest('form') as HTMLFormElement);
    expect(unlock).not.toHaveBeenCalled();

    type('Password', 'wrong');
    fireEvent.click(submit);
    await screen.findByText('Invalid password. Please try again.');
    expect(unlock).toHaveBeenCalledWith('wrong');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('names a damaged key, and offers Forget keys and Close', async () => {
    const { onClose, onForget } = renderUnlock(() => Promise.reject(new KeyVaultError('damaged')));
    type('Password', 'pw');
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await screen.findByText(/A saved key is damaged/);
    fireEvent.click(screen.getByRole('button', { name: 'Forget keys' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onForget).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('lock keys dialog', () => {
  afterEach(cleanup);

  it('needs a password, typed twice alike, before it locks', async () => {
    const lock = vi.fn<VaultActions['lock']>(() => Promise.resolve());
    const onClose = vi.fn();
    render(
      <IntlRoot locale="en">
        <LockKeysDialog lock={lock} onClose={onClose} />
      </IntlRoot>,
    );
    const submit = screen.getByRole('button', { name: 'Lock keys' });
    expect(submit).toHaveProperty('disabled', true);
    type('Password', 'secret');
    type('Confirm password', 'secrex');
    fireEvent.click(submit);
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    expect(lock).not.toHaveBeenCalled();

    type('Confirm password', 'secret');
    fireEvent.click(submit);
    await waitFor(() => {
      expect(onClose).toHaveBeenCalledOnce();
    });
    expect(lock).toHaveBeenCalledWith('secret');
  });
});

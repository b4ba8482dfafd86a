import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { defaultHostConfig, type HostConfig } from '@confab/core';
import type { HostedUser } from '@confab/core/protocol';
import { HostConfigProvider } from '../../host/host-config.tsx';
import { ServerRequestError } from '../../host/server-request-error.ts';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { AccountInfoDialog } from './account-info-dialog.tsx';
import { hostedProfileStore } from './hosted-profile-store.ts';

const hosted: HostConfig = { ...defaultHostConfig, hosted: true, currentUser: { email: 'ada@acme.example' } };

function renderDialog(client: { load: () => Promise<HostedUser>; save: () => Promise<HostedUser> }) {
  const onClose = vi.fn();
  render(
    <HostConfigProvider config={hosted}>
      <IntlRoot locale="en">
        <AccountInfoDialog onClose={onClose} client={client} />
      </IntlRoot>
    </HostConfigProvider>,
  );
  return onClose;
}

const type = (label: string, value: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
};

afterEach(cleanup);

describe('AccountInfoDialog', () => {
  it('saves only with both names, and loads the user again afterwards', async () => {
    const saved: HostedUser = { email: 'ada@acme.example', firstName: 'Ada', lastName: 'Lovelace' };
    const load = vi.fn<() => Promise<HostedUser>>().mockResolvedValueOnce({ email: 'ada@acme.example' });
    load.mockResolvedValue(saved);
    const save = vi.fn(() => Promise.resolve(saved));
    const onClose = renderDialog({ load, save });
    const saveButton = screen.getByRole('button', { name: 'Save' });
    expect(saveButton).toHaveProperty('disabled', true);
    type('First name', 'Ada');
    expect(saveButton).toHaveProperty('disabled', true);
    type('Last name', '   ');
    expect(saveButton).toHaveProperty('disabled', true);
    type('Last name', ' Lovelace ');
    expect(saveButton).toHaveProperty('disabled', false);
    fireEvent.click(saveButton);
    expect(screen.getByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);
    await waitFor(() => {
      expect(onClose).toHaveBeenCalled();
    });
    expect(save).toHaveBeenCalledWith({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(hostedProfileStore.read()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('shows the error and lets the person try again', async () => {
    const load = vi.fn(() =>
      Promise.resolve<HostedUser>({ email: 'ada@acme.example', firstName: 'Ada', lastName: 'L' }),
    );
    const save = vi.fn(() =>
      Promise.reject(new ServerRequestError('Something went wrong. Please try again.', 500)),
    );
    const onClose = renderDialog({ load, save });
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: 'First name' })).toHaveProperty('value', 'Ada');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
    expect(onClose).not.toHaveBeenCalled();
  });
});

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { defaultHostConfig } from '@confab/core/protocol';
import { HostConfigProvider } from '../../host/host-config.tsx';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { LicenceKeyPanel } from './licence-key-panel.tsx';
import { setLicenceStatus } from './licence-status.ts';
import { readStoredLicence, saveStoredLicence } from './licence-storage.ts';
import { answerWith, makeTestLicensing } from './licence-test-keys.ts';

let licensing: Awaited<ReturnType<typeof makeTestLicensing>>;

beforeAll(async () => {
  licensing = await makeTestLicensing();
});

afterEach(() => {
  cleanup();
  saveStoredLicence(undefined);
  setLicenceStatus({ verified: null });
});

const hostConfig = { ...defaultHostConfig, licensing: { publicKey: 'unused' } };

function renderPanel(fetchImplementation: typeof fetch, reload = vi.fn()) {
  render(
    <IntlRoot locale="en">
      <HostConfigProvider config={hostConfig}>
        <LicenceKeyPanel
          publicKey={licensing.publicKey}
          showManageLink
          reload={reload}
          fetchImplementation={fetchImplementation}
        />
      </HostConfigProvider>
    </IntlRoot>,
  );
  return { field: screen.getByRole('textbox', { name: 'Licence key' }), reload };
}

const activate = () => screen.getByRole('button', { name: 'Activate' });

describe('the licence key field', () => {
  it('keeps Activate disabled while empty or holding an API key, and Enter does not submit it', () => {
    const fetchImplementation = vi.fn(answerWith(200, {}));
    const { field } = renderPanel(fetchImplementation);
    expect((activate() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'sk-proj-abc' } });
    expect((activate() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/looks like an API key/)).toBeTruthy();
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(fetchImplementation).not.toHaveBeenCalled();
  });

  it('activates a key: working, then success, the field emptied and then locked and masked', async () => {
    const token = await licensing.sign();
    let answer: (response: Response) => void = () => undefined;
    const { field } = renderPanel(() => new Promise((resolve) => (answer = resolve)));
    fireEvent.change(field, { target: { value: 'CONFAB-AAAAA-BBBBB-WXYZ' } });
    fireEvent.click(activate());
    const working = await screen.findByRole<HTMLButtonElement>('button', { name: 'Activating…' });
    expect(working.disabled).toBe(true);
    answer(new Response(JSON.stringify({ instanceID: 'inst-1', token }), { status: 200 }));
    expect(await screen.findByText('Your licence is active on this device.')).toBeTruthy();
    const locked = screen.getByRole('textbox', { name: 'Licence key' });
    expect(locked.hasAttribute('readonly')).toBe(true);
    expect((locked as HTMLInputElement).value).toMatch(/^•+WXYZ$/);
    expect(screen.getByText('Standard licence for ada@example.com, active on this device.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('#pricing');
  });

  it('explains the device limit with links to the licences and the FAQ', async () => {
    const { field } = renderPanel(
      answerWith(403, { userMessage: 'Limit', limitReached: true, activationLimit: 1, activationUsage: 1 }),
    );
    fireEvent.change(field, { target: { value: 'CONFAB-KEY' } });
    fireEvent.click(activate());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('already active on 1 device, and its limit is 1');
    expect(screen.getByRole('link', { name: 'See licences' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read the FAQ' }).getAttribute('href')).toBe('/faqs');
  });

  it("shows the server's words for other refusals and a generic text for server errors", async () => {
    const { field } = renderPanel(answerWith(404, { userMessage: 'This licence key does not exist.' }));
    fireEvent.change(field, { target: { value: 'CONFAB-KEY' } });
    fireEvent.click(activate());
    expect((await screen.findByRole('alert')).textContent).toContain('This licence key does not exist.');
    cleanup();
    const second = renderPanel(answerWith(502, { userMessage: 'Bad gateway' }));
    fireEvent.change(second.field, { target: { value: 'CONFAB-KEY' } });
    fireEvent.click(activate());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The licence server could not be reached.',
    );
  });
});

describe('a stored key', () => {
  it('unlinks and reloads, or says the unlink failed', async () => {
    saveStoredLicence({ key: 'CONFAB-KEY-WXYZ', instanceID: 'inst-1' });
    setLicenceStatus({ verified: false });
    const failing = renderPanel(answerWith(500, { userMessage: 'x' }));
    expect(screen.getByText('This licence key could not be verified on this device.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unlink this device' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Something went wrong. Please try again.',
    );
    expect(failing.reload).not.toHaveBeenCalled();
    cleanup();
    const working = renderPanel(answerWith(200, { ok: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Unlink this device' }));
    await vi.waitFor(() => {
      expect(working.reload).toHaveBeenCalledOnce();
    });
    expect(readStoredLicence()).toBeUndefined();
  });

  it('unlocks a key the server refused, and an empty submit removes it', () => {
    saveStoredLicence({ key: 'CONFAB-KEY-WXYZ', instanceID: 'inst-1' });
    setLicenceStatus({ verified: false });
    const { field } = renderPanel(vi.fn(answerWith(200, {})));
    expect(field.hasAttribute('readonly')).toBe(false);
    expect(field.getAttribute('placeholder')).toMatch(/WXYZ$/);
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(readStoredLicence()).toBeUndefined();
  });

  it('offers the recover form only without a stored key', async () => {
    const fetchImplementation = vi.fn(answerWith(200, { ok: true }));
    renderPanel(fetchImplementation);
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your key?' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail address used for the purchase' }), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send my keys' }));
    expect(await screen.findByText(/its key is on its way/)).toBeTruthy();
    expect(fetchImplementation).toHaveBeenCalledWith('/api/licence/recover', expect.anything());
  });
});

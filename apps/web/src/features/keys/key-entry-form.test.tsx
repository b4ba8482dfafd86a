import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { KeyCheckError, KeyCheckResult } from '@confab/core/providers';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { KeyEntryForm, type KeyEntryFormProps } from './key-entry-form.tsx';

type Overrides = Partial<KeyEntryFormProps>;

function renderForm(overrides: Overrides = {}) {
  const onSave = vi.fn<(key: string) => Promise<void>>(() => Promise.resolve());
  const checkKey = vi.fn<KeyEntryFormProps['checkKey']>(() => Promise.resolve({ ok: true }));
  const onComplete = vi.fn();
  const props: KeyEntryFormProps = {
    label: 'OpenAI API key',
    placeholder: 'sk-...',
    savedKey: '',
    onSave,
    checkKey,
    onComplete,
    showCheckKey: true,
    allowCancel: true,
    billingURL: 'https://billing.example/limits',
    ...overrides,
  };
  const view = render(
    <IntlRoot locale="en">
      <KeyEntryForm {...props} />
    </IntlRoot>,
  );
  const rerender = (next: Overrides) => {
    view.rerender(
      <IntlRoot locale="en">
        <KeyEntryForm {...props} {...next} />
      </IntlRoot>,
    );
  };
  return {
    onSave,
    checkKey,
    onComplete,
    rerender,
    group: screen.getByRole('group', { name: 'OpenAI API key' }),
  };
}

const input = () => screen.getByRole('textbox', { name: 'OpenAI API key' });
const button = (name: string) => screen.getByRole('button', { name });

async function typeAndSave(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  await act(async () => {
    fireEvent.click(button('Save'));
    await Promise.resolve();
  });
}

async function failWith(error: KeyCheckError, overrides: Overrides = {}) {
  const result: KeyCheckResult = { ok: false, error };
  const form = renderForm({ checkKey: () => Promise.resolve(result), ...overrides });
  await typeAndSave('sk-bad');
  return form;
}

describe('KeyEntryForm', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows a saved key masked with its last 4 characters and a red unlocked icon', () => {
    const { group } = renderForm({ savedKey: 'sk-abcdefgh9876' });
    expect(group.textContent).toContain('****************9876');
    expect(group.textContent).not.toContain('abcdefgh');
    expect(within(group).getByRole('img', { name: 'Key stored unencrypted' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows a green locked icon for an encrypted key, and none when suppressed', () => {
    renderForm({ savedKey: 'encrypted-cipher-text-abcd' });
    expect(screen.getByRole('img', { name: 'Key stored encrypted' })).toBeTruthy();
    cleanup();
    renderForm({ savedKey: 'encrypted-cipher-text-abcd', hideLockIcon: true });
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('has no Change button in read-only mode', () => {
    renderForm({ savedKey: 'sk-1234', readOnly: true });
    expect(screen.queryByRole('button', { name: 'Change' })).toBeNull();
  });

  it('Change clears the draft and focuses the input after 100 ms', () => {
    vi.useFakeTimers();
    renderForm({ savedKey: 'sk-1234' });
    act(() => {
      fireEvent.click(button('Change'));
    });
    expect((input() as HTMLInputElement).value).toBe('');
    act(() => {
      vi.advanceTimersByTime(99);
    });
    expect(document.activeElement).not.toBe(input());
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(document.activeElement).toBe(input());
  });

  it('tests a new key, hands it to the parent and shows the saved display', async () => {
    const { checkKey, onSave, onComplete, rerender } = renderForm();
    expect((input() as HTMLInputElement).placeholder).toBe('sk-...');
    expect((button('Save') as HTMLButtonElement).disabled).toBe(true);
    await typeAndSave(' sk-new-key-5678 ');
    expect(checkKey).toHaveBeenCalledWith('sk-new-key-5678', expect.objectContaining({ reason: 'save' }));
    expect(onSave).toHaveBeenCalledWith('sk-new-key-5678');
    expect(onComplete).toHaveBeenCalledTimes(1);
    rerender({ savedKey: 'sk-new-key-5678' });
    expect(screen.getByRole('group', { name: 'OpenAI API key' }).textContent).toContain('5678');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('saves with Enter in the input', async () => {
    const { onSave } = renderForm();
    fireEvent.change(input(), { target: { value: 'sk-enter' } });
    await act(async () => {
      fireEvent.submit(input());
      await Promise.resolve();
    });
    expect(onSave).toHaveBeenCalledWith('sk-enter');
  });

  it('clears the key without a check when the draft is empty', async () => {
    const { checkKey, onSave, onComplete } = renderForm({ savedKey: 'sk-old-1111' });
    act(() => {
      fireEvent.click(button('Change'));
    });
    await act(async () => {
      fireEvent.click(button('Clear key'));
      await Promise.resolve();
    });
    expect(checkKey).not.toHaveBeenCalled();
    expect(onSave).toHaveBeenCalledWith('');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('offers Cancel only when a key is saved, and returns to the masked display', () => {
    renderForm({ savedKey: 'sk-1234' });
    act(() => {
      fireEvent.click(button('Change'));
    });
    act(() => {
      fireEvent.click(button('Cancel'));
    });
    expect(screen.queryByRole('textbox')).toBeNull();
    cleanup();
    renderForm();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    cleanup();
    renderForm({ savedKey: 'sk-1234', allowCancel: false });
    act(() => {
      fireEvent.click(button('Change'));
    });
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('disables the input with a status while the key is tested', async () => {
    let finish: (result: KeyCheckResult) => void = () => undefined;
    renderForm({ checkKey: () => new Promise((resolve) => (finish = resolve)) });
    await typeAndSave('sk-slow');
    expect((input() as HTMLInputElement).disabled).toBe(true);
    expect((button('Save') as HTMLButtonElement).disabled).toBe(true);
    expect((button('Check key') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Checking the key…');
    await act(async () => {
      finish({ ok: false, error: { kind: 'invalid-key' } });
      await Promise.resolve();
    });
    expect((input() as HTMLInputElement).disabled).toBe(false);
  });

  it('shows the invalid-key message and stays editing', async () => {
    const { onSave } = await failWith({ kind: 'invalid-key' });
    expect(screen.getByRole('alert').textContent).toContain('This API key is not valid');
    expect((input() as HTMLInputElement).value).toBe('sk-bad');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the rate-limit message with bold and underlined parts and a billing link', async () => {
    await failWith({ kind: 'rate-limited', providerMessage: 'quota' });
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('strong')?.textContent).toContain('quota or hit a rate limit');
    expect(alert.querySelector('u')?.textContent).toBe('Check your plan and billing details');
    const link = within(alert).getByRole('link', { name: 'Open billing and limits' });
    expect(link.getAttribute('href')).toBe('https://billing.example/limits');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows the generic message followed by the provider message', async () => {
    await failWith({ kind: 'provider-message', providerMessage: 'Region not supported.' });
    expect(screen.getByRole('alert').textContent).toBe(
      'Something went wrong. Please try again. Region not supported.',
    );
  });

  it('shows a message followed by the HTTP status', async () => {
    await failWith({ kind: 'http-status', status: 503 });
    expect(screen.getByRole('alert').textContent).toBe('The key test failed with HTTP status 503.');
  });

  it('shows connection failed, with the proxy notice when asked, and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await failWith({ kind: 'network', detail: 'Failed to fetch' }, { proxyNoticeOnNetworkError: true });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not connect to the provider.');
    expect(alert.textContent).toContain('proxy endpoint');
    expect(warn).toHaveBeenCalledWith(expect.any(String), 'Failed to fetch');
    expect(JSON.stringify(warn.mock.calls)).not.toContain('sk-bad');
    warn.mockRestore();
  });

  it('shows the generic message when storing the key fails', async () => {
    renderForm({ onSave: () => Promise.reject(new Error('quota exceeded')) });
    await typeAndSave('sk-good');
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
    expect(screen.getByRole('textbox')).toBeTruthy();
  });

  it('Check key tests the saved key and shows a green success message', async () => {
    const { checkKey, onSave } = renderForm({ savedKey: 'sk-saved-4321' });
    await act(async () => {
      fireEvent.click(button('Check key'));
      await Promise.resolve();
    });
    expect(checkKey).toHaveBeenCalledWith(
      'sk-saved-4321',
      expect.objectContaining({ reason: 'check-saved-key' }),
    );
    expect(screen.getByRole('status').textContent).toBe('The key works.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('Check key tests the draft when editing and is disabled without a key', async () => {
    const { checkKey } = renderForm();
    expect((button('Check key') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input(), { target: { value: 'sk-draft' } });
    await act(async () => {
      fireEvent.click(button('Check key'));
      await Promise.resolve();
    });
    expect(checkKey).toHaveBeenCalledWith('sk-draft', expect.objectContaining({ reason: 'check-new-key' }));
  });

  it('clears the previous message when a new attempt starts', async () => {
    let finish: (result: KeyCheckResult) => void = () => undefined;
    const results: Promise<KeyCheckResult>[] = [
      Promise.resolve({ ok: false, error: { kind: 'invalid-key' } }),
      new Promise((resolve) => (finish = resolve)),
    ];
    renderForm({ checkKey: () => results.shift() ?? Promise.resolve({ ok: true }) });
    await typeAndSave('sk-bad');
    expect(screen.getByRole('alert')).toBeTruthy();
    await act(async () => {
      fireEvent.click(button('Save'));
      await Promise.resolve();
    });
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {
      finish({ ok: true });
      await Promise.resolve();
    });
  });

  it('shows the saved display again whenever a non-empty key is passed in', () => {
    const { rerender } = renderForm({ savedKey: 'sk-first-1111' });
    act(() => {
      fireEvent.click(button('Change'));
    });
    rerender({ savedKey: 'sk-other-tab-2222' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('group', { name: 'OpenAI API key' }).textContent).toContain('2222');
  });

  it('with a profile key: an amber note once the user types, an amber toast after saving', async () => {
    renderForm({ profileKeyExists: true });
    expect(screen.queryByText(/current profile has its own key/)).toBeNull();
    await typeAndSave('sk-new');
    expect(screen.getByRole('status').textContent).toContain('Your current profile has its own key');
    cleanup();
    renderForm({ profileKeyExists: true });
    fireEvent.change(input(), { target: { value: 's' } });
    expect(screen.getByText(/The key you enter here is used only without it/)).toBeTruthy();
  });

  it('links the title line to the key page in a new tab', () => {
    renderForm({ title: 'OpenAI', keyPageURL: 'https://keys.example/new' });
    const link = screen.getByRole('link', { name: /Get a key/ });
    expect(link.getAttribute('href')).toBe('https://keys.example/new');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import type { AccountClient } from '../account/index.ts';
import {
  isPrivacyNoticeDue,
  privacyChoiceStorageKey,
  privacySessionStorageKey,
  recordLocalOnlyChoice,
  rememberedChoiceLifetimeMs,
} from './privacy-choice.ts';
import { PrivacyNotice, syncSetupDelayMs } from './privacy-notice.tsx';

function memoryStorage(entries: Record<string, string> = {}) {
  const values = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
  };
}

const user = { email: 'ada@example.com', externalUserID: 'u-1' };
const client: AccountClient = {
  requestLoginCode: () => Promise.resolve(),
  verifyLoginCode: () => Promise.resolve({ token: 't-1', user }),
  readAccount: () => Promise.resolve(user),
  revokeOtherSessions: () => Promise.resolve('t-2'),
  logOut: () => Promise.resolve(),
  deleteAccount: () => Promise.resolve(),
};

function renderNotice() {
  const onSignedIn = vi.fn();
  const onContinueWithout = vi.fn();
  render(
    <IntlRoot locale="en">
      <PrivacyNotice client={client} onSignedIn={onSignedIn} onContinueWithout={onContinueWithout} />
    </IntlRoot>,
  );
  return { onSignedIn, onContinueWithout };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('privacy choice', () => {
  const now = 1_800_000_000_000;

  it('is due with nothing stored, and after a remembered choice has expired', () => {
    expect(isPrivacyNoticeDue(memoryStorage(), memoryStorage(), now)).toBe(true);
    const expired = memoryStorage({ [privacyChoiceStorageKey]: String(now - rememberedChoiceLifetimeMs) });
    expect(isPrivacyNoticeDue(expired, memoryStorage(), now)).toBe(true);
    const fresh = memoryStorage({ [privacyChoiceStorageKey]: String(now - rememberedChoiceLifetimeMs + 1) });
    expect(isPrivacyNoticeDue(fresh, memoryStorage(), now)).toBe(false);
    expect(isPrivacyNoticeDue(memoryStorage({ [privacyChoiceStorageKey]: 'x' }), memoryStorage(), now)).toBe(
      true,
    );
  });

  it('keeps an unremembered choice for this session only', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    recordLocalOnlyChoice(local, session, { remember: false, now });
    expect(session.getItem(privacySessionStorageKey)).toBe('true');
    expect(local.getItem(privacyChoiceStorageKey)).toBeNull();
    expect(isPrivacyNoticeDue(local, session, now)).toBe(false);
    expect(isPrivacyNoticeDue(local, memoryStorage(), now)).toBe(true);
  });

  it('stores the timestamp of a remembered choice', () => {
    const local = memoryStorage();
    recordLocalOnlyChoice(local, memoryStorage(), { remember: true, now });
    expect(local.getItem(privacyChoiceStorageKey)).toBe(String(now));
    expect(isPrivacyNoticeDue(local, memoryStorage(), now + 1000)).toBe(false);
  });
});

describe('PrivacyNotice', () => {
  it('ignores Escape: only its buttons close it', () => {
    const { onContinueWithout, onSignedIn } = renderNotice();
    const dialog = screen.getByRole('dialog', { name: 'Your data stays in this browser' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.getByRole('dialog', { name: 'Your data stays in this browser' })).toBeTruthy();
    expect(onContinueWithout).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('enables Confirm only once the acknowledgement is ticked, and passes the remember choice', () => {
    const { onContinueWithout } = renderNotice();
    fireEvent.click(screen.getByRole('button', { name: 'Continue without' }));
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /I understand/ }));
    expect(confirm.hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Do not show this again for 30 days' }));
    fireEvent.click(confirm);
    expect(onContinueWithout).toHaveBeenCalledWith(true);
  });

  it('leads on to the login after 700 ms, and Cancel there returns to the notice', async () => {
    vi.useFakeTimers();
    renderNotice();
    fireEvent.click(screen.getByRole('button', { name: 'Set up backup and sync' }));
    expect(screen.getByRole('status').textContent).toBe('Opening backup and sync setup…');
    act(() => {
      vi.advanceTimersByTime(syncSetupDelayMs - 1);
    });
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    // The login dialog's code loads when it opens.
    vi.useRealTimers();
    expect(await screen.findByRole('textbox', { name: 'E-mail' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Continue without' })).toBeTruthy();
  });
});

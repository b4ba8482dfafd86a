import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { subscribeToNewsletter } from './newsletter-client.ts';
import { NewsletterPopup } from './newsletter-popup.tsx';
import { initialNewsletterPopupState, shouldOfferNewsletter } from './newsletter-state.ts';

const failure = 'Failed to subscribe to the newsletter. Please try again.';

function answer(status: number, body: unknown): typeof fetch {
  return vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('when the newsletter is offered', () => {
  it('waits for three chats of the person, and never comes back once shown or on an organisation host', () => {
    const state = initialNewsletterPopupState;
    expect(
      shouldOfferNewsletter({ state, ownChatCount: 2, managedHost: false, hostHasNewsletter: true }),
    ).toBe(false);
    expect(
      shouldOfferNewsletter({ state, ownChatCount: 3, managedHost: false, hostHasNewsletter: true }),
    ).toBe(true);
    expect(
      shouldOfferNewsletter({ state, ownChatCount: 3, managedHost: true, hostHasNewsletter: true }),
    ).toBe(false);
    expect(
      shouldOfferNewsletter({
        state: { shownAt: 1, subscribedAt: null },
        ownChatCount: 9,
        managedHost: false,
        hostHasNewsletter: true,
      }),
    ).toBe(false);
    // A host that sends no newsletter never offers one.
    expect(
      shouldOfferNewsletter({ state, ownChatCount: 9, managedHost: false, hostHasNewsletter: false }),
    ).toBe(false);
  });
});

describe('subscribeToNewsletter', () => {
  it("posts the address, or only the session's token when signed in", async () => {
    const fetchImplementation = answer(200, { ok: true });
    await subscribeToNewsletter(failure, { email: 'ada@example.com', fetchImplementation });
    await subscribeToNewsletter(failure, { token: 't-1', fetchImplementation });
    const calls = vi.mocked(fetchImplementation).mock.calls;
    expect(calls[0]?.[0]).toBe('/api/subscribe-newsletter');
    expect(calls[0]?.[1]?.body).toBe(JSON.stringify({ email: 'ada@example.com' }));
    expect(calls[1]?.[1]?.body).toBe('{}');
    expect((calls[1]?.[1]?.headers as Record<string, string>).authorization).toBe('Bearer t-1');
  });

  it("shows the server's words for a 4xx, the spec's failure text otherwise", async () => {
    await expect(
      subscribeToNewsletter(failure, {
        email: 'a@b.co',
        fetchImplementation: answer(429, { userMessage: 'Slow down.' }),
      }),
    ).rejects.toMatchObject({ userMessage: 'Slow down.', status: 429 });
    await expect(
      subscribeToNewsletter(failure, {
        email: 'a@b.co',
        fetchImplementation: answer(500, { userMessage: 'Internal' }),
      }),
    ).rejects.toMatchObject({ userMessage: failure });
    await expect(
      subscribeToNewsletter(failure, {
        email: 'a@b.co',
        fetchImplementation: () => Promise.reject(new Error('offline')),
      }),
    ).rejects.toMatchObject({ userMessage: failure, status: undefined });
  });
});

describe('NewsletterPopup', () => {
  function renderPopup(fetchImplementation: typeof fetch, token?: string) {
    const onClose = vi.fn();
    const onSubscribed = vi.fn();
    render(
      <IntlRoot locale="en">
        <NewsletterPopup
          token={token}
          onClose={onClose}
          onSubscribed={onSubscribed}
          fetchImplementation={fetchImplementation}
        />
      </IntlRoot>,
    );
    return { onClose, onSubscribed };
  }

  it('can be closed only when the 10 s countdown reaches zero', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { onClose } = renderPopup(answer(200, { ok: true }));
    // Real time flows too (so findBy works): a loaded machine may already have spent a second.
    expect(await screen.findByText(/^You can close this in (10|9) seconds\.$/)).toBeTruthy();
    const close = screen.getByRole('button', { name: 'No thanks' });
    expect((close as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(close);
    act(() => {
      vi.advanceTimersByTime(8_000);
    });
    expect(screen.getByText(/^You can close this in [12] seconds?\.$/)).toBeTruthy();
    expect((close as HTMLButtonElement).disabled).toBe(true);
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect((close as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(/You can close this/)).toBeNull();
    fireEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks for an address, subscribes at once, and shows a failure in the popup', async () => {
    const failing = answer(500, { userMessage: 'Internal' });
    const { onSubscribed } = renderPopup(failing);
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Enter your e-mail address.')).toBeTruthy();
    expect(failing).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail address' }), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(failure)).toBeTruthy();
    expect(onSubscribed).not.toHaveBeenCalled();
  });

  it('subscribes a signed-in person without asking for an address', async () => {
    const succeeding = answer(200, { ok: true });
    const { onSubscribed } = renderPopup(succeeding, 't-1');
    expect(await screen.findByText('It goes to the e-mail address of your account.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'E-mail address' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await vi.waitFor(() => {
      expect(onSubscribed).toHaveBeenCalledTimes(1);
    });
  });
});

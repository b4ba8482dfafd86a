import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { examplesProjectID, isOwnChat } from '../newsletter/index.ts';
import {
  initialReviewState,
  reviewFormURL,
  reviewLinkCreated,
  reviewRules,
  shouldInviteReview,
  snoozed,
} from './review-state.ts';
import { ReviewWidget } from './review-widget.tsx';

const day = 86_400_000;
const now = 1_800_000_000_000;

afterEach(() => {
  cleanup();
});

describe('review rules (spec §9)', () => {
  it('needs ten chats of the person, and no sample chats count', () => {
    expect(shouldInviteReview({ state: initialReviewState, ownChatCount: 9, now })).toBe(false);
    expect(shouldInviteReview({ state: initialReviewState, ownChatCount: 10, now })).toBe(true);
    expect(isOwnChat({ folderID: examplesProjectID })).toBe(false);
    expect(isOwnChat({ folderID: null })).toBe(true);
  });

  it('waits 7 days after a snooze and 30 after a review link, and stops after 10 links', () => {
    const ask = (state: typeof initialReviewState, at: number) =>
      shouldInviteReview({ state, ownChatCount: 20, now: at });
    const snoozedNow = snoozed(initialReviewState, now);
    expect(ask(snoozedNow, now + 7 * day - 1)).toBe(false);
    expect(ask(snoozedNow, now + 7 * day)).toBe(true);

    const linked = reviewLinkCreated(initialReviewState, now);
    expect(linked).toEqual({ snoozedAt: null, lastReviewLinkCreatedAt: now, reviewLinkCreatedCount: 1 });
    expect(ask(linked, now + 30 * day - 1)).toBe(false);
    expect(ask(linked, now + 30 * day)).toBe(true);

    const used = { ...linked, reviewLinkCreatedCount: reviewRules.maxLinks };
    expect(ask(used, now + 365 * day)).toBe(false);
  });

  it('takes the review form from a web address only', () => {
    expect(reviewFormURL('https://reviews.example/confab')).toBe('https://reviews.example/confab');
    expect(reviewFormURL(undefined)).toBeUndefined();
    expect(reviewFormURL('javascript:alert(1)')).toBeUndefined();
    expect(reviewFormURL('/ideas')).toBeUndefined();
  });
});

describe('ReviewWidget', () => {
  function renderWidget() {
    const onReviewLinkOpened = vi.fn();
    const onSnooze = vi.fn();
    render(
      <IntlRoot locale="en">
        <ReviewWidget
          brand="Confab"
          reviewURL="https://reviews.example/confab"
          onReviewLinkOpened={onReviewLinkOpened}
          onSnooze={onSnooze}
        />
      </IntlRoot>,
    );
    return { onReviewLinkOpened, onSnooze };
  }

  it('invites, then good feedback offers the review form or a snooze', async () => {
    const { onReviewLinkOpened, onSnooze } = renderWidget();
    expect(await screen.findByText('Are you enjoying Confab?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, I like it' }));
    expect(await screen.findByText('Glad to hear it!')).toBeTruthy();
    const link = screen.getByRole('link', { name: /Write a review/ });
    expect(link.getAttribute('href')).toBe('https://reviews.example/confab');
    expect(link.getAttribute('target')).toBe('_blank');
    fireEvent.click(screen.getByRole('button', { name: 'Remind me later' }));
    expect(onSnooze).toHaveBeenCalledTimes(1);
    link.addEventListener('click', (event) => {
      event.preventDefault();
    });
    fireEvent.click(link);
    expect(onReviewLinkOpened).toHaveBeenCalledTimes(1);
  });

  it('sends bad feedback to the ideas page, and closing snoozes', async () => {
    const { onSnooze } = renderWidget();
    fireEvent.click(await screen.findByRole('button', { name: 'Not really' }));
    expect(await screen.findByText('Sorry to hear that')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Suggest an improvement/ }).getAttribute('href')).toBe('/ideas');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onSnooze).toHaveBeenCalledTimes(1);
  });
});

import * as z from 'zod/mini';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useSetting } from '../../storage/use-setting.ts';

/** Spec agents-sync-keys §9: the popup can be closed once this countdown reaches zero. */
export const newsletterCountdownSeconds = 10;

/** The popup waits until the person has made this many chats of their own: they know the app by then. */
export const newsletterChatThreshold = 3;

/**
 * What the popup remembers (synced with preferences): it is offered once, ever. `shownAt` is written
 * when the person closes it or subscribes; a reload during the countdown shows it again.
 */
export const newsletterPopupStateSchema = z.object({
  shownAt: z.nullable(z.number()),
  subscribedAt: z.nullable(z.number()),
});

export type NewsletterPopupState = z.infer<typeof newsletterPopupStateSchema>;

export const initialNewsletterPopupState: NewsletterPopupState = { shownAt: null, subscribedAt: null };

export interface NewsletterPopupConditions {
  state: NewsletterPopupState;
  ownChatCount: number;
  /** An organisation's host does not advertise the product's newsletter to its members. */
  managedHost: boolean;
  /** The host runs a newsletter (host config `newsletter`); without one there is nothing to offer. */
  hostHasNewsletter: boolean;
}

export function shouldOfferNewsletter({
  state,
  ownChatCount,
  managedHost,
  hostHasNewsletter,
}: NewsletterPopupConditions): boolean {
  return (
    hostHasNewsletter &&
    !managedHost &&
    state.shownAt === null &&
    state.subscribedAt === null &&
    ownChatCount >= newsletterChatThreshold
  );
}

/** The popup's stored state, live (the popup itself, and the review widget that waits for it). */
export function useNewsletterPopupState() {
  return useSetting(settingKeys.newsletterPopup, newsletterPopupStateSchema, initialNewsletterPopupState);
}

/**
 * True once the popup was answered before `time` (a page's load): other invitations wait for that,
 * so a person never meets two at once, nor one right after the other.
 */
export function newsletterAnsweredBefore(state: NewsletterPopupState, time: number): boolean {
  return state.shownAt !== null && state.shownAt < time;
}

import * as z from 'zod/mini';

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
}

export function shouldOfferNewsletter({
  state,
  ownChatCount,
  managedHost,
}: NewsletterPopupConditions): boolean {
  return (
    !managedHost &&
    state.shownAt === null &&
    state.subscribedAt === null &&
    ownChatCount >= newsletterChatThreshold
  );
}

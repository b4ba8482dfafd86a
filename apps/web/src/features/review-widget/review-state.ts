import * as z from 'zod/mini';

const day = 86_400_000;

/** Spec workspace §9 "Review link": the limits on asking for a review. */
export const reviewRules = {
  /** At most this many review links are ever opened. */
  maxLinks: 10,
  /** No invitation within 7 days of a snooze (or a close). */
  snoozeMs: 7 * day,
  /** No invitation within 30 days of the last review link. */
  linkIntervalMs: 30 * day,
  /** Only people with at least 10 chats of their own (sample chats do not count). */
  minOwnChats: 10,
} as const;

/** Spec workspace §3 "Review state", stored as one synced setting. */
export const reviewStateSchema = z.object({
  snoozedAt: z.nullable(z.number()),
  lastReviewLinkCreatedAt: z.nullable(z.number()),
  reviewLinkCreatedCount: z.number(),
});

export type ReviewState = z.infer<typeof reviewStateSchema>;

export const initialReviewState: ReviewState = {
  snoozedAt: null,
  lastReviewLinkCreatedAt: null,
  reviewLinkCreatedCount: 0,
};

export interface ReviewInvitationConditions {
  state: ReviewState;
  ownChatCount: number;
  now: number;
}

export function shouldInviteReview({ state, ownChatCount, now }: ReviewInvitationConditions): boolean {
  if (ownChatCount < reviewRules.minOwnChats) return false;
  if (state.reviewLinkCreatedCount >= reviewRules.maxLinks) return false;
  if (state.snoozedAt !== null && now - state.snoozedAt < reviewRules.snoozeMs) return false;
  return !(
    state.lastReviewLinkCreatedAt !== null && now - state.lastReviewLinkCreatedAt < reviewRules.linkIntervalMs
  );
}

export function snoozed(state: ReviewState, now: number): ReviewState {
  return { ...state, snoozedAt: now };
}

export function reviewLinkCreated(state: ReviewState, now: number): ReviewState {
  return { ...state, lastReviewLinkCreatedAt: now, reviewLinkCreatedCount: state.reviewLinkCreatedCount + 1 };
}

/** The review form's address: the host's feedback link, when it is a web address. */
export function reviewFormURL(feedbackLink: string | undefined): string | undefined {
  if (feedbackLink === undefined) return undefined;
  try {
    const url = new URL(feedbackLink);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

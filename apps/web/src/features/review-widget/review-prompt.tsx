import { useState } from 'react';
import { lazyComponent } from '@confab/ui';
import { useHostConfig } from '../../host/host-config.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useSetting } from '../../storage/use-setting.ts';
import { newsletterAnsweredBefore, useNewsletterPopupState, useOwnChatCount } from '../newsletter/index.ts';
import {
  initialReviewState,
  reviewFormURL,
  reviewLinkCreated,
  reviewRules,
  reviewStateSchema,
  shouldInviteReview,
  snoozed,
} from './review-state.ts';

// The card's code loads only when it is shown.
const ReviewWidget = lazyComponent(async () => (await import('./review-widget.tsx')).ReviewWidget);

/**
 * Shows the review widget when spec §9's rules allow (enough chats of the person's own, not
 * snoozed, few links so far), on a page load after the newsletter popup was answered, on a host that names a review form (host config `links.feedback`);
 * without one there is nothing to invite to, so it never shows.
 */
export function ReviewPrompt() {
  const hostConfig = useHostConfig();
  const reviewURL = reviewFormURL(hostConfig.links.feedback);
  const setting = useSetting(settingKeys.reviewState, reviewStateSchema, initialReviewState);
  // The time the rules are checked against: the page's load, so the widget never appears mid-session
  // only because a week went by.
  const [loadedAt] = useState(() => Date.now());
  const [ended, setEnded] = useState(false);
  const newsletter = useNewsletterPopupState();
  // The newsletter is offered first (at fewer chats) where there is one; on an organisation's host never.
  const newsletterSettled =
    hostConfig.managed ||
    hostConfig.newsletter !== true ||
    (newsletter.loaded && newsletterAnsweredBefore(newsletter.value, loadedAt));
  const ownChatCount = useOwnChatCount(reviewRules.minOwnChats, {
    enabled: reviewURL !== undefined && newsletterSettled && !ended,
  });
  if (reviewURL === undefined || !newsletterSettled || ended || !setting.loaded || ownChatCount === undefined)
    return null;
  if (!shouldInviteReview({ state: setting.value, ownChatCount, now: loadedAt })) return null;

  const end = (next: typeof setting.value) => {
    setEnded(true);
    void setting.save(next);
  };
  return (
    <ReviewWidget
      brand={hostConfig.brand}
      reviewURL={reviewURL}
      onReviewLinkOpened={() => {
        end(reviewLinkCreated(setting.value, Date.now()));
      }}
      onSnooze={() => {
        end(snoozed(setting.value, Date.now()));
      }}
    />
  );
}

import { defineMessages } from 'react-intl';

/** UI text of the review widget (spec workspace §2 "Share dialog and review widget"). */
export const reviewMessages = defineMessages({
  region: { id: 'review.region', defaultMessage: 'Feedback' },
  invitation: { id: 'review.invitation', defaultMessage: 'Are you enjoying {brand}?' },
  good: { id: 'review.good', defaultMessage: 'Yes, I like it' },
  bad: { id: 'review.bad', defaultMessage: 'Not really' },
  close: { id: 'review.close', defaultMessage: 'Close' },
  goodTitle: { id: 'review.goodTitle', defaultMessage: 'Glad to hear it!' },
  goodBody: {
    id: 'review.goodBody',
    defaultMessage: 'Would you write a short review? It helps others find {brand}.',
  },
  writeReview: { id: 'review.writeReview', defaultMessage: 'Write a review' },
  later: { id: 'review.later', defaultMessage: 'Remind me later' },
  badTitle: { id: 'review.badTitle', defaultMessage: 'Sorry to hear that' },
  badBody: { id: 'review.badBody', defaultMessage: 'Tell us what would make it better.' },
  suggestIdea: { id: 'review.suggestIdea', defaultMessage: 'Suggest an improvement' },
  opensInNewTab: { id: 'review.opensInNewTab', defaultMessage: '(opens in a new tab)' },
});

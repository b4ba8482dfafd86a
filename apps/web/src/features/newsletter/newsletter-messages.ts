import { defineMessages } from 'react-intl';

/** UI text of the newsletter popup; the two outcomes are spec agents-sync-keys §8's wording. */
export const newsletterMessages = defineMessages({
  title: { id: 'newsletter.title', defaultMessage: 'Get the newsletter' },
  body: {
    id: 'newsletter.body',
    defaultMessage: 'New features, tips and announcements, by e-mail. Every issue has a link to unsubscribe.',
  },
  signedInBody: {
    id: 'newsletter.signedInBody',
    defaultMessage: 'It goes to the e-mail address of your account.',
  },
  email: { id: 'newsletter.email', defaultMessage: 'E-mail address' },
  emailMissing: { id: 'newsletter.emailMissing', defaultMessage: 'Enter your e-mail address.' },
  subscribe: { id: 'newsletter.subscribe', defaultMessage: 'Subscribe' },
  subscribing: { id: 'newsletter.subscribing', defaultMessage: 'Subscribing…' },
  close: { id: 'newsletter.close', defaultMessage: 'No thanks' },
  countdown: {
    id: 'newsletter.countdown',
    defaultMessage: 'You can close this in {seconds, plural, one {# second} other {# seconds}}.',
  },
  succeeded: { id: 'newsletter.succeeded', defaultMessage: 'Successfully subscribed to the newsletter!' },
  failed: {
    id: 'newsletter.failed',
    defaultMessage: 'Failed to subscribe to the newsletter. Please try again.',
  },
});

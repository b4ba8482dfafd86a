import { defineMessages, type MessageDescriptor } from 'react-intl';

/** UI text of the thank-you and purchase success dialogs (spec §2, §4, §8). */
const purchaseMessagesDefinitions = defineMessages({
  thankYouTitle: { id: 'licence.thankYou.title', defaultMessage: 'Thank you for your purchase!' },
  thankYouBody: {
    id: 'licence.thankYou.body',
    defaultMessage:
      'Your licence key is in your purchase e-mail. Activate it here to unlock every plugin, project settings and sharing on this device.',
  },
  thankYouCountdown: {
    id: 'licence.thankYou.countdown',
    defaultMessage: 'You can skip this in {seconds, plural, one {# second} other {# seconds}}.',
  },
  skip: { id: 'licence.thankYou.skip', defaultMessage: 'Skip for now' },
  done: { id: 'licence.thankYou.done', defaultMessage: 'Done' },
  successTitle: { id: 'licence.purchase.title', defaultMessage: 'Your licence' },
  fetching: { id: 'licence.purchase.fetching', defaultMessage: 'Getting your licence…' },
  success: {
    id: 'licence.purchase.success',
    defaultMessage:
      'Thank you! Your {plan} licence is active on this device. We also sent the key to {email}.',
  },
  viewKey: { id: 'licence.purchase.viewKey', defaultMessage: 'View license key' },
  keyLabel: { id: 'licence.purchase.keyLabel', defaultMessage: 'Licence key' },
  orderFailed: {
    id: 'licence.purchase.orderFailed',
    defaultMessage: 'Sorry, something went wrong. Please try again later.',
  },
  startChatting: { id: 'licence.purchase.startChatting', defaultMessage: 'Start chatting' },
  close: { id: 'licence.purchase.close', defaultMessage: 'Close' },
});

// Widened: react-intl 12 types defineMessages entries as taking no values, which rejects placeholders.
export const purchaseMessages: { [Name in keyof typeof purchaseMessagesDefinitions]: MessageDescriptor } =
  purchaseMessagesDefinitions;

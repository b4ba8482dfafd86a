import { defineMessages, type MessageDescriptor } from 'react-intl';

/** UI text of the licence popup and the Licence key settings page (spec §2, §4, §5, §8). */
const licenceMessagesDefinitions = defineMessages({
  title: { id: 'licence.title', defaultMessage: 'Licence key' },
  intro: {
    id: 'licence.intro',
    defaultMessage:
      'A lifetime licence unlocks every plugin, project settings and sharing. Activate your key on this device.',
  },
  statusVerified: {
    id: 'licence.status.verified',
    defaultMessage: '{plan} licence for {email}, active on this device.',
  },
  statusChecking: { id: 'licence.status.checking', defaultMessage: 'Checking your licence…' },
  statusInvalid: {
    id: 'licence.status.invalid',
    defaultMessage: 'This licence key could not be verified on this device.',
  },
  planStandard: { id: 'licence.plan.standard', defaultMessage: 'Standard' },
  planPremium: { id: 'licence.plan.premium', defaultMessage: 'Premium' },
  keyLabel: { id: 'licence.key.label', defaultMessage: 'Licence key' },
  keyStoredHint: {
    id: 'licence.key.storedHint',
    defaultMessage: 'Saved on this device. Unlink it to enter another key.',
  },
  keyReplaceHint: {
    id: 'licence.key.replaceHint',
    defaultMessage: 'Enter another key, or press Enter in the empty field to remove the saved one.',
  },
  keyHint: {
    id: 'licence.key.hint',
    defaultMessage: 'The key from your purchase e-mail.',
  },
  looksLikeAPIKey: {
    id: 'licence.key.looksLikeAPIKey',
    defaultMessage: 'This looks like an API key. Enter the licence key from your purchase e-mail.',
  },
  activate: { id: 'licence.activate', defaultMessage: 'Activate' },
  activating: { id: 'licence.activating', defaultMessage: 'Activating…' },
  activated: { id: 'licence.activated', defaultMessage: 'Your licence is active on this device.' },
  serverError: {
    id: 'licence.error.server',
    defaultMessage: 'The licence server could not be reached. Please try again in a moment.',
  },
  deviceUnlinked: {
    id: 'licence.error.deviceUnlinked',
    defaultMessage: 'This device was unlinked from the licence. Activate the key again to use it here.',
  },
  limitReached: {
    id: 'licence.error.limitReached',
    defaultMessage:
      'This licence is already active on {usage, plural, one {# device} other {# devices}}, and its limit is {limit}. Unlink a device you no longer use, or get a licence for more devices.',
  },
  limitReachedUnknown: {
    id: 'licence.error.limitReachedUnknown',
    defaultMessage:
      'This licence is active on as many devices as it allows. Unlink a device you no longer use, or get a licence for more devices.',
  },
  limitLicencePage: { id: 'licence.error.limitLicencePage', defaultMessage: 'See licences' },
  limitFaq: { id: 'licence.error.limitFaq', defaultMessage: 'Read the FAQ' },
  generic: { id: 'licence.error.generic', defaultMessage: 'Something went wrong. Please try again.' },
  recover: { id: 'licence.recover', defaultMessage: 'Forgot your key?' },
  recoverEmail: { id: 'licence.recover.email', defaultMessage: 'E-mail address used for the purchase' },
  recoverSubmit: { id: 'licence.recover.submit', defaultMessage: 'Send my keys' },
  recoverSending: { id: 'licence.recover.sending', defaultMessage: 'Sending…' },
  recoverSent: {
    id: 'licence.recover.sent',
    defaultMessage: 'If a licence was bought with this address, its key is on its way.',
  },
  buy: { id: 'licence.buy', defaultMessage: 'Buy a licence' },
  upgrade: { id: 'licence.upgrade', defaultMessage: 'Upgrade' },
  manage: { id: 'licence.manage', defaultMessage: 'Manage licence' },
  unlink: { id: 'licence.unlink', defaultMessage: 'Unlink this device' },
  unlinking: { id: 'licence.unlinking', defaultMessage: 'Unlinking…' },
  close: { id: 'licence.close', defaultMessage: 'Close' },
});

// Widened: react-intl 12 types defineMessages entries as taking no values, which rejects placeholders.
export const licenceMessages: { [Name in keyof typeof licenceMessagesDefinitions]: MessageDescriptor } =
  licenceMessagesDefinitions;

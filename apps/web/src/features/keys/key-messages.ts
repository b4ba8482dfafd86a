import { defineMessages, type MessageDescriptor } from 'react-intl';

const definitions = defineMessages({
  keyLabel: { id: 'keys.label', defaultMessage: '{vendor} API key' },
  save: { id: 'keys.save', defaultMessage: 'Save' },
  clearKey: { id: 'keys.clearKey', defaultMessage: 'Clear key' },
  change: { id: 'keys.change', defaultMessage: 'Change' },
  cancel: { id: 'keys.cancel', defaultMessage: 'Cancel' },
  checkKey: { id: 'keys.checkKey', defaultMessage: 'Check key' },
  getKey: { id: 'keys.getKey', defaultMessage: 'Get a key' },
  opensInNewTab: { id: 'keys.opensInNewTab', defaultMessage: '(opens in a new tab)' },
  savedKeyEnding: { id: 'keys.savedKeyEnding', defaultMessage: 'Saved key ending in {lastCharacters}' },
  checking: { id: 'keys.checking', defaultMessage: 'Checking the key…' },
  storedEncrypted: { id: 'keys.storedEncrypted', defaultMessage: 'Key stored encrypted' },
  storedUnencrypted: { id: 'keys.storedUnencrypted', defaultMessage: 'Key stored unencrypted' },
  invalidKey: {
    id: 'keys.error.invalidKey',
    defaultMessage: 'This API key is not valid. Check that you copied all of it and try again.',
  },
  rateLimited: {
    id: 'keys.error.rateLimited',
    defaultMessage:
      'The provider refused the test request because <b>you have run out of quota or hit a rate limit</b>. <u>Check your plan and billing details</u>, or wait a moment and try again. <link>Open billing and limits</link>',
  },
  rateLimitedNoLink: {
    id: 'keys.error.rateLimitedNoLink',
    defaultMessage:
      'The provider refused the test request because <b>you have run out of quota or hit a rate limit</b>. <u>Check your plan and billing details</u>, or wait a moment and try again.',
  },
  providerMessage: {
    id: 'keys.error.providerMessage',
    defaultMessage: 'Something went wrong. Please try again. {providerMessage}',
  },
  httpStatus: {
    id: 'keys.error.httpStatus',
    defaultMessage: 'The key test failed with HTTP status {status}.',
  },
  connectionFailed: {
    id: 'keys.error.connectionFailed',
    defaultMessage:
      'Could not connect to the provider. Check your connection and the endpoint, then try again.',
  },
  proxyNotice: {
    id: 'keys.notice.anthropicProxy',
    defaultMessage:
      'The official Anthropic server may refuse calls made from a browser. Your key can still connect through a proxy endpoint: set one under API endpoints.',
  },
  genericFailure: { id: 'keys.error.generic', defaultMessage: 'Something went wrong. Please try again.' },
  checkPassed: { id: 'keys.checkPassed', defaultMessage: 'The key works.' },
  profileKeySaved: {
    id: 'keys.profileKeySaved',
    defaultMessage:
      'Key saved. Your current profile has its own key, which is used instead while that profile is active.',
  },
  profileKeyNote: {
    id: 'keys.profileKeyNote',
    defaultMessage: 'Your current profile has its own key. The key you enter here is used only without it.',
  },
});

/**
 * Widened to plain descriptors: react-intl 12 types `defineMessages` entries as taking no values, which
 * would refuse the placeholders and rich-text tags some of these messages have.
 */
export const keyMessages: { [Name in keyof typeof definitions]: MessageDescriptor } = definitions;

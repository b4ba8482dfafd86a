import { defineMessages } from 'react-intl';

export const startupMessages = defineMessages({
  httpsTitle: { id: 'startup.https.title', defaultMessage: 'Confab needs a secure connection' },
  httpsBody: {
    id: 'startup.https.body',
    defaultMessage:
      'This page was opened without HTTPS, so the browser turns off the encryption Confab uses to protect your keys and data. Open Confab over HTTPS, or on localhost.',
  },
  openHttps: { id: 'startup.https.open', defaultMessage: 'Open over HTTPS' },
  cookiesTitle: { id: 'startup.cookies.title', defaultMessage: 'Confab cannot run in this frame' },
  cookiesBody: {
    id: 'startup.cookies.body',
    defaultMessage:
      'Sorry, your browser does not support embeded content. (Third-party cookies are disabled)',
  },
  openPopup: { id: 'startup.cookies.openPopup', defaultMessage: 'Open in popup' },
  openTab: { id: 'startup.cookies.openTab', defaultMessage: 'Open in tab' },
  noStorageTitle: { id: 'startup.noIndexedDb.title', defaultMessage: 'Confab cannot save your data' },
  noStorageBody: {
    id: 'startup.noIndexedDb.body',
    defaultMessage:
      'This browser does not let Confab use its database (IndexedDB). This happens in some private windows and when site data is blocked.',
  },
  noStorageConsequence: {
    id: 'startup.noIndexedDb.consequence',
    defaultMessage:
      'You can keep using Confab, but your chats and settings are lost when you close this tab.',
  },
  continueAnyway: { id: 'startup.noIndexedDb.continue', defaultMessage: 'Continue without saving' },
});

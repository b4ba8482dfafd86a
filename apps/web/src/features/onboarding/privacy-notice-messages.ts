import { defineMessages } from 'react-intl';

/** UI text of the first-run privacy notice (spec workspace §2 "Other dialogs and screens"). */
export const privacyNoticeMessages = defineMessages({
  title: { id: 'privacyNotice.title', defaultMessage: 'Your data stays in this browser' },
  body: {
    id: 'privacyNotice.body',
    defaultMessage:
      'Confab keeps your chats, agents, prompts and keys on this device only; what you send goes only to the AI providers you choose. If you clear the browser’s data or lose this device, your data is gone.',
  },
  syncPitch: {
    id: 'privacyNotice.syncPitch',
    defaultMessage:
      'Log in to this server to back them up and keep them in step across your devices. You can change this later in Settings.',
  },
  privacyLink: { id: 'privacyNotice.privacyLink', defaultMessage: 'Read the privacy policy' },
  setUpSync: { id: 'privacyNotice.setUpSync', defaultMessage: 'Set up backup and sync' },
  opening: { id: 'privacyNotice.opening', defaultMessage: 'Opening backup and sync setup…' },
  continueWithout: { id: 'privacyNotice.continueWithout', defaultMessage: 'Continue without' },
  acknowledge: {
    id: 'privacyNotice.acknowledge',
    defaultMessage:
      'I understand that my data is kept only in this browser and is lost if I clear it or lose this device.',
  },
  remember: { id: 'privacyNotice.remember', defaultMessage: 'Do not show this again for 30 days' },
  confirm: { id: 'privacyNotice.confirm', defaultMessage: 'Confirm' },
  back: { id: 'privacyNotice.back', defaultMessage: 'Back' },
  signedIn: { id: 'privacyNotice.signedIn', defaultMessage: 'Logged in. Your data will now sync.' },
});

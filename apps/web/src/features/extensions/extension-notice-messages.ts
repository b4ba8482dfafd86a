import { defineMessages } from 'react-intl';

// The load notice's text, drawn on any screen; the section's (extension-messages.ts) loads with
// Settings: a messages object is kept or dropped whole.
export const extensionNoticeMessages = defineMessages({
  loadFailed: {
    id: 'extensions.error.loadFailed',
    defaultMessage: 'The script at {url} could not be loaded.',
  },
  dismiss: { id: 'extensions.loadNotice.dismiss', defaultMessage: 'Dismiss' },
});

import { defineMessages } from 'react-intl';

/** What a part of the app that failed to render says in its place. */
export const renderErrorMessages = defineMessages({
  screenFailed: { id: 'renderError.screen.title', defaultMessage: 'This screen could not be shown.' },
  screenBody: {
    id: 'renderError.screen.body',
    defaultMessage: 'The rest of Confab still works. Try again, or reload the page if it keeps failing.',
  },
  sidebarFailed: { id: 'renderError.sidebar.title', defaultMessage: 'The chat list could not be shown.' },
  messageFailed: {
    id: 'renderError.message.title',
    defaultMessage: 'This message could not be displayed. Its text is shown as written.',
  },
  dialogFailed: { id: 'renderError.dialog.title', defaultMessage: 'This dialog could not be shown.' },
  pageFailed: {
    id: 'renderError.page.title',
    defaultMessage: 'Confab ran into a problem showing this page.',
  },
  pageBody: {
    id: 'renderError.page.body',
    defaultMessage:
      'Your chats are safe in this browser. Reload the page; if it keeps happening, copy the details into a bug report.',
  },
  copyDetails: { id: 'renderError.copyDetails', defaultMessage: 'Copy details' },
  copied: { id: 'renderError.copied', defaultMessage: 'Copied' },
  updateReady: {
    id: 'renderError.updateReady',
    defaultMessage: 'A new version of Confab is ready. Reload to use it.',
  },
  retry: { id: 'renderError.retry', defaultMessage: 'Try again' },
  reload: { id: 'renderError.reload', defaultMessage: 'Reload page' },
  close: { id: 'renderError.close', defaultMessage: 'Close' },
});

import { defineMessages, type MessageDescriptor } from 'react-intl';

/** UI text of share links and the shared-links manager (spec §8 for the failures). */
const definitions = defineMessages({
  linkFormat: { id: 'sharing.link.format', defaultMessage: 'Link' },
  linkHint: {
    id: 'sharing.link.hint',
    defaultMessage: 'Publish a copy of this chat on a page anyone with the link can read',
  },
  indexable: {
    id: 'sharing.link.indexable',
    defaultMessage: 'Let search engines list this page',
  },
  consent: {
    id: 'sharing.link.consent',
    defaultMessage:
      'I understand this chat will be uploaded and anyone with the link can read it until I delete it.',
  },
  share: { id: 'sharing.link.share', defaultMessage: 'Share' },
  sharing: { id: 'sharing.link.sharing', defaultMessage: 'Sharing…' },
  shareLink: { id: 'sharing.link.shareLink', defaultMessage: 'Share link' },
  deleteLink: { id: 'sharing.link.deleteLink', defaultMessage: 'Delete link' },
  deleteLinkHint: {
    id: 'sharing.link.deleteLinkHint',
    defaultMessage: 'Keep this one private: whoever opens it can delete the shared chat.',
  },
  copyShareLink: { id: 'sharing.link.copyShare', defaultMessage: 'Copy share link' },
  copyDeleteLink: { id: 'sharing.link.copyDelete', defaultMessage: 'Copy delete link' },
  copied: { id: 'sharing.link.copied', defaultMessage: 'Copied' },
  created: { id: 'sharing.link.created', defaultMessage: 'The chat is shared.' },
  needsAccount: {
    id: 'sharing.link.needsAccount',
    defaultMessage: 'Sign in to a Confab account in Settings to share by link.',
  },
  tooLarge: {
    id: 'sharing.error.tooLarge',
    defaultMessage: 'Share failed: Your chat is too large to share. Please contact support.',
  },
  generic: { id: 'sharing.error.generic', defaultMessage: 'Something went wrong. Please try again.' },
  continuing: { id: 'sharing.continue.loading', defaultMessage: 'Opening the shared chat…' },
  continued: { id: 'sharing.continue.done', defaultMessage: 'The shared chat is now one of your chats.' },
  continueFailed: {
    id: 'sharing.continue.failed',
    defaultMessage: 'The shared chat could not be opened. The link may have been deleted.',
  },
});

// Widened: react-intl 12 types defineMessages entries as taking no values, which rejects placeholders.
export const sharingMessages: { [Name in keyof typeof definitions]: MessageDescriptor } = definitions;

import { defineMessages, type MessageDescriptor } from 'react-intl';

/** UI text of sharing a plugin by link (spec §8 for the failures). */
const definitions = defineMessages({
  button: { id: 'sharing.plugin.button', defaultMessage: 'Share plugin' },
  title: { id: 'sharing.plugin.title', defaultMessage: 'Share “{title}”' },
  hint: {
    id: 'sharing.plugin.hint',
    defaultMessage:
      'Publish this plugin on a page anyone with the link can read and add to Confab. Its definition and code are shared; your settings, keys and sign-ins are not.',
  },
  consent: {
    id: 'sharing.plugin.consent',
    defaultMessage:
      'I understand this plugin will be uploaded and anyone with the link can read and install it until I delete it.',
  },
  created: { id: 'sharing.plugin.created', defaultMessage: 'The plugin is shared.' },
  deleteLinkHint: {
    id: 'sharing.plugin.deleteLinkHint',
    defaultMessage: 'Keep this one private: whoever opens it can delete the shared plugin.',
  },
  needsAccount: {
    id: 'sharing.plugin.needsAccount',
    defaultMessage: 'Sign in to a Confab account in Settings to share by link.',
  },
  tooLarge: {
    id: 'sharing.plugin.tooLarge',
    defaultMessage: 'Share failed: This plugin is too large to share. Please contact support.',
  },
});

// Widened: react-intl 12 types defineMessages entries as taking no values, which rejects placeholders.
export const sharePluginMessages: { [Name in keyof typeof definitions]: MessageDescriptor } = definitions;

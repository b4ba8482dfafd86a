import { defineMessages, type MessageDescriptor } from 'react-intl';

const definitions = defineMessages({
  copied: { id: 'shortcuts.chat.copied', defaultMessage: 'Last answer copied' },
  nothingToCopy: { id: 'shortcuts.chat.nothingToCopy', defaultMessage: 'There is no answer to copy yet' },
  copyFailed: { id: 'shortcuts.chat.copyFailed', defaultMessage: 'The browser did not allow copying' },
  pluginsOff: { id: 'shortcuts.chat.pluginsOff', defaultMessage: 'Plugins off for this chat' },
  pluginsOn: {
    id: 'shortcuts.chat.pluginsOn',
    defaultMessage: '{count, plural, one {# plugin} other {# plugins}} on for this chat',
  },
  noPlugins: { id: 'shortcuts.chat.noPlugins', defaultMessage: 'No plugins are switched on to offer' },
  resetTitle: { id: 'shortcuts.chat.resetTitle', defaultMessage: 'Reset this chat?' },
  resetBody: {
    id: 'shortcuts.chat.resetBody',
    defaultMessage:
      'Every message of this chat is deleted; its title and settings stay. This cannot be undone.',
  },
  resetConfirm: { id: 'shortcuts.chat.resetConfirm', defaultMessage: 'Reset chat' },
  cancel: { id: 'shortcuts.chat.cancel', defaultMessage: 'Cancel' },
  toastRegion: { id: 'shortcuts.chat.toasts', defaultMessage: 'Chat notifications' },
  dismiss: { id: 'shortcuts.chat.dismiss', defaultMessage: 'Dismiss' },
});

export const chatCommandMessages: { [Name in keyof typeof definitions]: MessageDescriptor } = definitions;

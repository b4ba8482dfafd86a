import { defineMessages } from 'react-intl';

// The key vault's notices on the first screen (the banner, a locked chat); the rest
// (key-vault-messages.ts) loads with the vault's dialogs: a messages object is kept or dropped whole.
export const keyVaultNoticeMessages = defineMessages({
  chatLocked: {
    id: 'keyVault.chatLocked',
    defaultMessage: 'Your API keys are locked. Unlock them with your password to chat.',
  },
  banner: {
    id: 'keyVault.banner',
    defaultMessage: 'Your API keys are locked. Enter your password to use them.',
  },
});

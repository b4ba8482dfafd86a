import { defineMessages } from 'react-intl';

export const keyVaultMessages = defineMessages({
  lockKeys: { id: 'keyVault.lockKeys', defaultMessage: 'Lock keys with a password' },
  lockTitle: { id: 'keyVault.lock.title', defaultMessage: 'Lock keys with a password' },
  lockIntro: {
    id: 'keyVault.lock.intro',
    defaultMessage:
      'Your saved API keys are encrypted with this password. You enter it each time Confab opens. The password is not stored anywhere: if you forget it, the keys cannot be recovered and must be entered again.',
  },
  password: { id: 'keyVault.password', defaultMessage: 'Password' },
  confirmPassword: { id: 'keyVault.confirmPassword', defaultMessage: 'Confirm password' },
  passwordsDiffer: { id: 'keyVault.passwordsDiffer', defaultMessage: 'The passwords do not match.' },
  lock: { id: 'keyVault.lock', defaultMessage: 'Lock keys' },
  locking: { id: 'keyVault.locking', defaultMessage: 'Encrypting the keys…' },
  cancel: { id: 'keyVault.cancel', defaultMessage: 'Cancel' },
  close: { id: 'keyVault.close', defaultMessage: 'Close' },
  unlockTitle: { id: 'keyVault.unlock.title', defaultMessage: 'Unlock your API keys' },
  unlockIntro: {
    id: 'keyVault.unlock.intro',
    defaultMessage: 'Your API keys are locked with a password. Enter it to chat with them in this tab.',
  },
  unlock: { id: 'keyVault.unlock', defaultMessage: 'Unlock' },
  unlockKeys: { id: 'keyVault.unlockKeys', defaultMessage: 'Unlock keys' },
  unlocking: { id: 'keyVault.unlocking', defaultMessage: 'Unlocking…' },
  invalidPassword: {
    id: 'keyVault.error.invalidPassword',
    defaultMessage: 'Invalid password. Please try again.',
  },
  damaged: {
    id: 'keyVault.error.damaged',
    defaultMessage: 'A saved key is damaged and cannot be unlocked. Use "Forget keys" and enter it again.',
  },
  failed: { id: 'keyVault.error.failed', defaultMessage: 'Something went wrong. Please try again.' },
  forgetKeys: { id: 'keyVault.forgetKeys', defaultMessage: 'Forget keys' },
  forgetTitle: { id: 'keyVault.forget.title', defaultMessage: 'Forget your API keys?' },
  forgetBody: {
    id: 'keyVault.forget.body',
    defaultMessage:
      'The API keys saved in this browser, the keys of every profile and the keys of your custom models are removed. The custom models themselves stay. You can enter the keys again in Settings, API keys, and in Models. The page reloads afterwards.',
  },
  removePassword: { id: 'keyVault.removePassword', defaultMessage: 'Remove password' },
  removeTitle: { id: 'keyVault.remove.title', defaultMessage: 'Remove the password?' },
  removeBody: {
    id: 'keyVault.remove.body',
    defaultMessage:
      'Your API keys are decrypted and stored in this browser without a password. They no longer sync to your other devices.',
  },
  statusLocked: {
    id: 'keyVault.status.locked',
    defaultMessage: 'Your keys are locked with a password. Unlock them to chat in this tab.',
  },
  statusUnlocked: {
    id: 'keyVault.status.unlocked',
    defaultMessage:
      'Your keys are encrypted with your password and unlocked in this tab. Keys you save now are encrypted too.',
  },
  statusPlain: {
    id: 'keyVault.status.plain',
    defaultMessage: 'Your keys are stored in this browser without encryption.',
  },
});

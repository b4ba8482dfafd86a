import { defineMessages, type MessageDescriptor } from 'react-intl';

/** UI text of the account section and the login dialog; error texts of spec §8 are literal. */
const definitions = defineMessages({
  sectionTitle: { id: 'account.title', defaultMessage: 'Account' },
  signedOutIntro: {
    id: 'account.signedOut',
    defaultMessage:
      'Log in with your e-mail to use cloud features on this server. Without an account everything stays in this browser.',
  },
  sessionEnded: {
    id: 'account.sessionEnded',
    defaultMessage:
      'Your session on this device has ended (you were signed out from another device, or it expired). Log in again to use cloud features.',
  },
  notAvailable: {
    id: 'account.notAvailable',
    defaultMessage: 'Logging in is not available on this host.',
  },
  signedInAs: { id: 'account.signedInAs', defaultMessage: 'Logged in as' },
  loadingAccount: { id: 'account.loading', defaultMessage: 'Loading your account…' },
  logOut: { id: 'account.logOut', defaultMessage: 'Log out' },
  signOutOtherDevices: { id: 'account.signOutOthers', defaultMessage: 'Sign out other devices' },
  retry: { id: 'account.retry', defaultMessage: 'Try again' },
  loggedOut: { id: 'account.loggedOut', defaultMessage: 'You are logged out.' },
  loggedIn: { id: 'account.loggedIn', defaultMessage: 'You are logged in.' },
  revokeSuccess: { id: 'account.revoke.success', defaultMessage: 'Logged out from all other devices.' },
  revokeFailed: { id: 'account.revoke.failed', defaultMessage: 'Failed to log out from other devices.' },
  revokeTitle: { id: 'account.revoke.title', defaultMessage: 'Sign out other devices?' },
  revokeBody: {
    id: 'account.revoke.body',
    defaultMessage:
      'Every other browser and device logged in to this account is logged out. This device stays logged in.',
  },
  revokeConfirm: { id: 'account.revoke.confirm', defaultMessage: 'Sign out other devices' },
  cancel: { id: 'account.cancel', defaultMessage: 'Cancel' },
  dismissNotice: { id: 'account.notice.dismiss', defaultMessage: 'Dismiss' },
  notifications: { id: 'account.notices', defaultMessage: 'Account notifications' },
  loginTitle: { id: 'account.login.title', defaultMessage: 'Log in' },
  emailIntro: {
    id: 'account.login.emailIntro',
    defaultMessage: 'We e-mail you a 6-character code to log in with; no password needed.',
  },
  emailLabel: { id: 'account.login.email', defaultMessage: 'E-mail' },
  emailFixed: {
    id: 'account.login.emailFixed',
    defaultMessage: 'Your organisation signs you in with this address.',
  },
  emailRequired: { id: 'account.login.emailRequired', defaultMessage: 'Enter your e-mail.' },
  sendCode: { id: 'account.login.sendCode', defaultMessage: 'Send code' },
  sending: { id: 'account.login.sending', defaultMessage: 'Sending…' },
  codeIntro: {
    id: 'account.login.codeIntro',
    defaultMessage: 'We sent a 6-character code to {email}. It works for 10 minutes.',
  },
  codeLabel: { id: 'account.login.code', defaultMessage: 'Login code' },
  codeRequired: { id: 'account.login.codeRequired', defaultMessage: 'Enter the code from the e-mail.' },
  codeLength: { id: 'account.login.codeLength', defaultMessage: 'The code has 6 characters.' },
  verify: { id: 'account.login.verify', defaultMessage: 'Log in' },
  verifying: { id: 'account.login.verifying', defaultMessage: 'Checking…' },
  alternativeHint: {
    id: 'account.login.alternativeHint',
    defaultMessage: 'No e-mail after a minute? Check your spam folder, or try the alternative login.',
  },
  useAlternative: { id: 'account.login.useAlternative', defaultMessage: 'Use alternative login' },
  alternativeSent: {
    id: 'account.login.alternativeSent',
    defaultMessage: 'We sent a new code by the alternative route. Earlier codes no longer work.',
  },
  deleteAccount: { id: 'account.delete.button', defaultMessage: 'Delete account' },
  deleteTitle: { id: 'account.delete.title', defaultMessage: 'Delete your account?' },
  deleteIntro: {
    id: 'account.delete.intro',
    defaultMessage: 'The account {email} and all the server keeps for it are deleted for good:',
  },
  deleteSynced: {
    id: 'account.delete.synced',
    defaultMessage: 'everything synced to it: chats, prompts, agents, plugins and settings',
  },
  deleteFiles: { id: 'account.delete.files', defaultMessage: 'the files in its cloud storage' },
  deleteShares: {
    id: 'account.delete.shares',
    defaultMessage: 'every chat, agent and plugin it shared by link: those links stop working',
  },
  deleteSessions: { id: 'account.delete.sessions', defaultMessage: 'its sign-in on every device' },
  deleteLocalStays: {
    id: 'account.delete.localStays',
    defaultMessage:
      'What is in this browser stays on this device: your chats and settings here are not deleted. This cannot be undone.',
  },
  deleteConfirm: { id: 'account.delete.confirm', defaultMessage: 'Delete account' },
  deleted: {
    id: 'account.delete.done',
    defaultMessage: 'Your account was deleted. The data in this browser is still here.',
  },
});

export const accountMessages: Record<keyof typeof definitions, MessageDescriptor> = definitions;

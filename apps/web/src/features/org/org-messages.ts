import { defineMessages, type MessageDescriptor } from 'react-intl';

const definitions = defineMessages({
  licenceExpiredTitle: { id: 'org.licenceExpired.title', defaultMessage: 'Server License Expired' },
  licenceExpiredBody: {
    id: 'org.licenceExpired.body',
    defaultMessage: 'The license of this server has expired. Please contact your administrator to renew it.',
  },
  loginFirstTitle: { id: 'org.loginFirst.title', defaultMessage: 'Please login first' },
  loginFirstBody: {
    id: 'org.loginFirst.body',
    defaultMessage: 'Log in with your work e-mail to use {name}.',
  },
  logIn: { id: 'org.loginFirst.logIn', defaultMessage: 'Log in' },
  activateTitle: { id: 'org.activate.title', defaultMessage: 'Activate {name} to continue' },
  activateBody: {
    id: 'org.activate.body',
    defaultMessage: '{name} is not active yet. Start the {days}-day free trial to use it with your team.',
  },
  activateMemberBody: {
    id: 'org.activate.memberBody',
    defaultMessage:
      '{name} is not active yet. Please ask your administrator to start the {days}-day free trial.',
  },
  startTrial: { id: 'org.activate.startTrial', defaultMessage: 'Start free trial' },
  close: { id: 'org.close', defaultMessage: 'Close' },
  bannerExpired: {
    id: 'org.banner.expired',
    defaultMessage:
      'Action Required: This server license has expired. Renew it so that your members can keep working.',
  },
  bannerExpiring: {
    id: 'org.banner.expiring',
    defaultMessage:
      'This server license expires in {days, plural, one {# day} other {# days}}. Renew it to avoid an interruption.',
  },
  renew: { id: 'org.banner.renew', defaultMessage: 'Renew license' },
  accountInfoTitle: { id: 'org.accountInfo.title', defaultMessage: 'Account information' },
  accountInfoMenu: { id: 'org.accountInfo.menu', defaultMessage: 'Account information' },
  firstName: { id: 'org.accountInfo.firstName', defaultMessage: 'First name' },
  lastName: { id: 'org.accountInfo.lastName', defaultMessage: 'Last name' },
  email: { id: 'org.accountInfo.email', defaultMessage: 'Logged in as {email}' },
  save: { id: 'org.accountInfo.save', defaultMessage: 'Save' },
  saving: { id: 'org.accountInfo.saving', defaultMessage: 'Saving…' },
  cancel: { id: 'org.accountInfo.cancel', defaultMessage: 'Cancel' },
  loadFailed: {
    id: 'org.accountInfo.loadFailed',
    defaultMessage: 'Your account information could not be loaded. You can still enter it.',
  },
});

export const orgMessages: Record<keyof typeof definitions, MessageDescriptor> = definitions;

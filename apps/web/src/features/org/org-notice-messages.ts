import { defineMessages, type MessageDescriptor } from 'react-intl';

// The licence and trial notices' text, drawn on the first screen; the account info's
// (org-messages.ts) loads with its dialog: a messages object is kept or dropped whole.
const definitions = defineMessages({
  activateBody: {
    id: 'org.activate.body',
    defaultMessage: '{name} is not active yet. Start the {days}-day free trial to use it with your team.',
  },
  activateMemberBody: {
    id: 'org.activate.memberBody',
    defaultMessage:
      '{name} is not active yet. Please ask your administrator to start the {days}-day free trial.',
  },
  activateTitle: { id: 'org.activate.title', defaultMessage: 'Activate {name} to continue' },
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
  close: { id: 'org.close', defaultMessage: 'Close' },
  licenceExpiredBody: {
    id: 'org.licenceExpired.body',
    defaultMessage: 'The license of this server has expired. Please contact your administrator to renew it.',
  },
  licenceExpiredTitle: { id: 'org.licenceExpired.title', defaultMessage: 'Server License Expired' },
  logIn: { id: 'org.loginFirst.logIn', defaultMessage: 'Log in' },
  loginFirstBody: {
    id: 'org.loginFirst.body',
    defaultMessage: 'Log in with your work e-mail to use {name}.',
  },
  loginFirstTitle: { id: 'org.loginFirst.title', defaultMessage: 'Please login first' },
  renew: { id: 'org.banner.renew', defaultMessage: 'Renew license' },
  startTrial: { id: 'org.activate.startTrial', defaultMessage: 'Start free trial' },
});

export const orgNoticeMessages: { [Name in keyof typeof definitions]: MessageDescriptor } = definitions;

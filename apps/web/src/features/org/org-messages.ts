import { defineMessages, type MessageDescriptor } from 'react-intl';

const definitions = defineMessages({
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

import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * The text of the login-required screen, which the first load draws: apart from account-messages.ts
 * (the account section and login dialog, which load later), a messages object is kept or dropped
 * whole.
 */
const definitions = defineMessages({
  logIn: { id: 'account.logIn', defaultMessage: 'Log in' },
  membersOnlyTitle: { id: 'account.membersOnly.title', defaultMessage: 'Log in to {brand}' },
  membersOnlyBody: {
    id: 'account.membersOnly.body',
    defaultMessage: 'This workspace is for its members. Log in with your e-mail to continue.',
  },
  membersOnlyChecking: { id: 'account.membersOnly.checking', defaultMessage: 'Checking your login…' },
});

export const loginEntryMessages: Record<keyof typeof definitions, MessageDescriptor> = definitions;

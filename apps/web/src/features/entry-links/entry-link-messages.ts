import { defineMessages, type MessageDescriptor } from 'react-intl';

const definitions = defineMessages({
  loadingTitle: { id: 'entryLinks.loading.title', defaultMessage: 'Loading the context' },
  cancel: { id: 'entryLinks.loading.cancel', defaultMessage: 'Cancel' },
  errorTitle: { id: 'entryLinks.error.title', defaultMessage: 'Could not load the initial context' },
  confirm: { id: 'entryLinks.error.confirm', defaultMessage: 'OK' },
  invalidAddress: {
    id: 'entryLinks.error.invalidAddress',
    defaultMessage: 'The link’s address is not a valid https address.',
  },
  unreachable: {
    id: 'entryLinks.error.unreachable',
    defaultMessage:
      'The site could not be reached, or it does not let other sites read the file (CORS). Check the address, or put the file where other sites may read it.',
  },
  timeout: {
    id: 'entryLinks.error.timeout',
    defaultMessage: 'The site took too long to answer.',
  },
  tooLarge: {
    id: 'entryLinks.error.tooLarge',
    defaultMessage: 'The file is too large to use as context.',
  },
  loadingBody: {
    id: 'entryLinks.loading.body',
    defaultMessage: 'Reading {address} to start a new chat with it…',
  },
  explanation: {
    id: 'entryLinks.error.explanation',
    defaultMessage:
      'The link asked to start a chat with the text at {address}, but it could not be read. {reason}',
  },
  status: {
    id: 'entryLinks.error.status',
    defaultMessage: 'The site answered with status {status}.',
  },
  notText: {
    id: 'entryLinks.error.notText',
    defaultMessage: 'The file is not text (its type is {contentType}).',
  },
});

// Widened: react-intl 12 types defineMessages entries as taking no values, which rejects placeholders.
export const entryLinkMessages: { [Name in keyof typeof definitions]: MessageDescriptor } = definitions;

import { defineMessages } from 'react-intl';

export const endpointMessages = defineMessages({
  save: { id: 'endpoints.save', defaultMessage: 'Save' },
  reset: { id: 'endpoints.reset', defaultMessage: 'Reset to defaults' },
  saved: { id: 'endpoints.saved', defaultMessage: 'Endpoints saved' },
  resetDone: { id: 'endpoints.resetDone', defaultMessage: 'Endpoints reset to defaults' },
  invalidURL: {
    id: 'endpoints.invalidURL',
    defaultMessage: 'Enter a full http:// or https:// address, or leave the field empty for the default.',
  },
  genericFailure: {
    id: 'endpoints.error.generic',
    defaultMessage: 'Something went wrong. Please try again.',
  },
});

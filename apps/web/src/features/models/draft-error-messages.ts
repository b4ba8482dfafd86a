import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { DraftError } from './custom-model-draft.ts';

export const draftErrorMessages: Record<DraftError, MessageDescriptor> = defineMessages({
  required: { id: 'models.form.error.required', defaultMessage: 'This field is required.' },
  invalidURL: {
    id: 'models.form.error.invalidURL',
    defaultMessage: 'Enter an address starting with http:// or https://.',
  },
  invalidIcon: {
    id: 'models.form.error.invalidIcon',
    defaultMessage: 'Use an emoji or an image address starting with http:// or https://.',
  },
  invalidJSON: { id: 'models.form.error.invalidJSON', defaultMessage: 'This is not valid JSON.' },
  notAnObject: {
    id: 'models.form.error.notAnObject',
    defaultMessage: 'Enter a JSON object, like {example}.',
  },
  invalidWholeNumber: {
    id: 'models.form.error.invalidWholeNumber',
    defaultMessage: 'Enter a whole number above 0.',
  },
  invalidPrice: { id: 'models.form.error.invalidPrice', defaultMessage: 'Enter a price of 0 or more.' },
  invalidHeaderName: {
    id: 'models.form.error.invalidHeaderName',
    defaultMessage: 'Header names use letters, digits and dashes only.',
  },
});

/** ICU reads braces as arguments, so the JSON example goes in as a value. */
export const draftErrorValues = { example: '{"key": "value"}' };

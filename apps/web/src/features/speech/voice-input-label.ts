import { defineMessage } from 'react-intl';

/** The microphone's label at rest: the composer's first screen draws only this of voice input. */
export const voiceInputLabel = defineMessage({
  id: 'speech.voiceInput.start',
  defaultMessage: 'Voice input',
});

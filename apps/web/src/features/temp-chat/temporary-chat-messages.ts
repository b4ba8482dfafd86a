import { defineMessages } from 'react-intl';

export const temporaryChatMessages = defineMessages({
  label: { id: 'tempChat.label', defaultMessage: 'Temporary chat' },
  note: {
    id: 'tempChat.note',
    defaultMessage: 'Not saved or synced. It is gone when you reload or turn it off.',
  },
  turnOff: { id: 'tempChat.turnOff', defaultMessage: 'Turn off' },
  turnOn: { id: 'tempChat.turnOn', defaultMessage: 'Temporary chat' },
});

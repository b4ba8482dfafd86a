import { defineMessages, type MessageDescriptor } from 'react-intl';

// The share button's text, drawn with the first screen; the rest (chat-export-messages.ts)
// loads with what the button opens: a messages object is kept or dropped whole.
const definitions = defineMessages({
  shareButton: { id: 'chatExport.shareButton', defaultMessage: 'Share chat' },
});

export const shareButtonMessages: { [Name in keyof typeof definitions]: MessageDescriptor } = definitions;

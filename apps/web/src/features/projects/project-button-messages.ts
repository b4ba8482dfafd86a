import { defineMessages, type MessageDescriptor } from 'react-intl';

// The project settings button's text, drawn with the first screen; the rest (project-messages.ts)
// loads with what the button opens: a messages object is kept or dropped whole.
const definitions = defineMessages({
  title: { id: 'projects.settings.title', defaultMessage: 'Project settings' },
});

export const projectButtonMessages: { [Name in keyof typeof definitions]: MessageDescriptor } = definitions;

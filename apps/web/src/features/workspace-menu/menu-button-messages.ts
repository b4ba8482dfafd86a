import { defineMessages } from 'react-intl';

// The workspace menu button's text, drawn with the first screen; the rest (workspace-menu-messages.ts)
// loads with what the button opens: a messages object is kept or dropped whole.
export const menuButtonMessages = defineMessages({
  button: { id: 'workspaceMenu.button', defaultMessage: 'Workspace menu' },
});

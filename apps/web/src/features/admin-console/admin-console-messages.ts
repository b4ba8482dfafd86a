import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { AdminSection } from './admin-sections.ts';

export const consoleMessages = defineMessages({
  title: { id: 'adminConsole.title', defaultMessage: 'Admin console' },
  navigation: { id: 'adminConsole.navigation', defaultMessage: 'Admin sections' },
  backToApp: { id: 'adminConsole.backToApp', defaultMessage: 'Back to chats' },
  onlyAdminsTitle: { id: 'adminConsole.onlyAdmins.title', defaultMessage: 'For administrators only' },
  onlyAdminsBody: {
    id: 'adminConsole.onlyAdmins.body',
    defaultMessage:
      'The admin console is for the administrators this server names. Ask your administrator if you need a change to this workspace.',
  },
  signInBody: {
    id: 'adminConsole.signIn.body',
    defaultMessage: 'Log in with an administrator account to manage this workspace.',
  },
  logIn: { id: 'adminConsole.logIn', defaultMessage: 'Log in' },
  loading: { id: 'adminConsole.loading', defaultMessage: 'Loading…' },
  save: { id: 'adminConsole.save', defaultMessage: 'Save' },
  saving: { id: 'adminConsole.saving', defaultMessage: 'Saving…' },
  saved: { id: 'adminConsole.saved', defaultMessage: 'Saved.' },
  remove: { id: 'adminConsole.remove', defaultMessage: 'Remove' },
  none: { id: 'adminConsole.none', defaultMessage: 'None yet.' },
});

export const sectionTitles = defineMessages({
  branding: { id: 'adminConsole.section.branding', defaultMessage: 'Branding and theme' },
  features: { id: 'adminConsole.section.features', defaultMessage: 'Feature flags' },
  models: { id: 'adminConsole.section.models', defaultMessage: 'System models' },
  agents: { id: 'adminConsole.section.agents', defaultMessage: 'System agents and prompts' },
  members: { id: 'adminConsole.section.members', defaultMessage: 'Members' },
  licences: { id: 'adminConsole.section.licences', defaultMessage: 'Licences and billing' },
  audit: { id: 'adminConsole.section.audit', defaultMessage: 'Audit log' },
}) satisfies Record<AdminSection, MessageDescriptor>;

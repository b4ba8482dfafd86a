import { defineMessages } from 'react-intl';
import type { MenuLinkLabel } from './menu-links.ts';

export const workspaceMenuMessages = defineMessages({
  menu: { id: 'workspaceMenu.menu', defaultMessage: 'Workspace menu' },
  profileName: { id: 'workspaceMenu.profile.name', defaultMessage: 'Your workspace' },
  profileLocal: { id: 'workspaceMenu.profile.local', defaultMessage: 'Stored in this browser' },
  profileSynced: { id: 'workspaceMenu.profile.synced', defaultMessage: 'Synced with your account' },
  logIn: { id: 'workspaceMenu.logIn', defaultMessage: 'Log in' },
  logOut: { id: 'workspaceMenu.logOut', defaultMessage: 'Log out' },
  cloudSync: { id: 'workspaceMenu.cloudSync', defaultMessage: 'Cloud sync' },
  apiKeys: { id: 'workspaceMenu.apiKeys', defaultMessage: 'API keys' },
  licenceKey: { id: 'workspaceMenu.licenceKey', defaultMessage: 'Licence key' },
  adminConsole: { id: 'workspaceMenu.adminConsole', defaultMessage: 'Admin console' },
  help: { id: 'workspaceMenu.help', defaultMessage: 'Support and help' },
  footer: { id: 'workspaceMenu.footer', defaultMessage: 'Legal and contact' },
  language: { id: 'workspaceMenu.language', defaultMessage: 'Language' },
  darkTheme: { id: 'workspaceMenu.darkTheme', defaultMessage: 'Dark theme' },
  opensInNewTab: { id: 'workspaceMenu.opensInNewTab', defaultMessage: '(opens in a new tab)' },
  signOutTitle: { id: 'workspaceMenu.signOut.title', defaultMessage: 'Log out of this browser?' },
  signOutBody: {
    id: 'workspaceMenu.signOut.body',
    defaultMessage:
      'Your chats, prompts and settings stay in this browser after you log out. If others use this device, you can delete them from it too; what is synced stays in your account.',
  },
  signOutKeep: { id: 'workspaceMenu.signOut.keep', defaultMessage: 'Log out, keep data' },
  signOutClear: { id: 'workspaceMenu.signOut.clear', defaultMessage: 'Log out and delete local data' },
  signOutCancel: { id: 'workspaceMenu.signOut.cancel', defaultMessage: 'Cancel' },
  signingOut: { id: 'workspaceMenu.signOut.busy', defaultMessage: 'Logging out…' },
});

export const linkLabels = defineMessages<MenuLinkLabel>({
  faqs: { id: 'workspaceMenu.link.faqs', defaultMessage: 'FAQ' },
  docs: { id: 'workspaceMenu.link.docs', defaultMessage: 'Documentation' },
  changelog: { id: 'workspaceMenu.link.changelog', defaultMessage: 'What’s new' },
  reportBug: { id: 'workspaceMenu.link.reportBug', defaultMessage: 'Report a bug' },
  suggestFeatures: { id: 'workspaceMenu.link.suggestFeatures', defaultMessage: 'Suggest a feature' },
  privacy: { id: 'workspaceMenu.link.privacy', defaultMessage: 'Privacy' },
  terms: { id: 'workspaceMenu.link.terms', defaultMessage: 'Terms' },
  contact: { id: 'workspaceMenu.link.contact', defaultMessage: 'Contact' },
  admin: { id: 'workspaceMenu.link.admin', defaultMessage: 'Admin' },
  about: { id: 'workspaceMenu.link.about', defaultMessage: 'About' },
  feedback: { id: 'workspaceMenu.link.feedback', defaultMessage: 'Feedback' },
  support: { id: 'workspaceMenu.link.support', defaultMessage: 'Support' },
  translate: { id: 'workspaceMenu.link.translate', defaultMessage: 'Help translate' },
});

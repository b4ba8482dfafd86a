import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { SyncCategory } from '@confab/core/sync';

export const cloudSyncMessages = defineMessages({
  title: { id: 'cloudSync.title', defaultMessage: 'Cloud sync' },
  signedOut: {
    id: 'cloudSync.signedOut',
    defaultMessage: 'Log in above to keep your chats, prompts and agents in sync on every device.',
  },
  syncing: { id: 'cloudSync.syncing', defaultMessage: 'Syncing…' },
  scheduled: { id: 'cloudSync.scheduled', defaultMessage: 'Changes will sync in a moment.' },
  neverSynced: { id: 'cloudSync.neverSynced', defaultMessage: 'Not synced yet.' },
  syncNow: { id: 'cloudSync.syncNow', defaultMessage: 'Sync now' },
  resync: { id: 'cloudSync.resync', defaultMessage: 'Re-sync everything' },
  confirmResync: { id: 'cloudSync.confirmResync', defaultMessage: 'Confirm re-sync' },
  resyncHint: {
    id: 'cloudSync.resyncHint',
    defaultMessage:
      'Re-sync sends everything on this device again and reads everything on the server. Nothing is deleted.',
  },
  categories: { id: 'cloudSync.categories', defaultMessage: 'What to sync' },
  showLargeChats: { id: 'cloudSync.showLargeChats', defaultMessage: 'Show chats' },
});

/** Messages with placeholders: react-intl 12 types `defineMessages` entries as taking no values. */
export const cloudSyncValueMessages: Record<
  'lastSynced' | 'pending' | 'ignored' | 'rejected',
  MessageDescriptor
> = defineMessages({
  lastSynced: { id: 'cloudSync.lastSynced', defaultMessage: 'Last synced {time}.' },
  pending: {
    id: 'cloudSync.pending',
    defaultMessage:
      '{count, plural, =0 {No changes waiting.} one {# change waiting to sync.} other {# changes waiting to sync.}}',
  },
  ignored: {
    id: 'cloudSync.ignored',
    defaultMessage:
      '{count, plural, one {# chat is over 3 MB and stays only on this device. Export it to keep a copy.} other {# chats are over 3 MB and stay only on this device. Export them to keep a copy.}}',
  },
  rejected: {
    id: 'cloudSync.rejected',
    defaultMessage:
      '{count, plural, one {The server refused # change; it stays only on this device and is sent again when you change it:} other {The server refused # changes; they stay only on this device and are sent again when you change them:}}',
  },
});

export const categoryLabels = defineMessages({
  chats: { id: 'cloudSync.category.chats', defaultMessage: 'Chats and projects' },
  prompts: { id: 'cloudSync.category.prompts', defaultMessage: 'Prompts' },
  characters: { id: 'cloudSync.category.characters', defaultMessage: 'Agents' },
  plugins: { id: 'cloudSync.category.plugins', defaultMessage: 'Plugins' },
  profile: { id: 'cloudSync.category.profile', defaultMessage: 'Profile' },
  preferences: { id: 'cloudSync.category.preferences', defaultMessage: 'Preferences' },
  modelSettings: { id: 'cloudSync.category.modelSettings', defaultMessage: 'Model settings' },
  keyboardShortcuts: { id: 'cloudSync.category.keyboardShortcuts', defaultMessage: 'Keyboard shortcuts' },
  customModels: { id: 'cloudSync.category.customModels', defaultMessage: 'Custom models' },
  pluginSettings: { id: 'cloudSync.category.pluginSettings', defaultMessage: 'Plugin settings' },
  attachments: { id: 'cloudSync.category.attachments', defaultMessage: 'Attachments' },
  apiKeys: {
    id: 'cloudSync.category.apiKeys',
    defaultMessage: 'API keys (only when encrypted with your password)',
  },
  knowledge: { id: 'cloudSync.category.knowledge', defaultMessage: 'Files and knowledge base' },
}) satisfies Record<SyncCategory, MessageDescriptor>;

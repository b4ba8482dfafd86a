import { defineMessages, type MessageDescriptor } from 'react-intl';

/** UI text of the shared-links manager. */
const definitions = defineMessages({
  title: { id: 'sharing.manager.title', defaultMessage: 'Shared links' },
  intro: {
    id: 'sharing.manager.intro',
    defaultMessage: 'Pages you published with a link. Deleting one makes its link stop working.',
  },
  typeLabel: { id: 'sharing.manager.type', defaultMessage: 'Kind of shared link' },
  typeChat: { id: 'sharing.manager.type.chat', defaultMessage: 'Chats' },
  typeCharacter: { id: 'sharing.manager.type.character', defaultMessage: 'Agents' },
  typePlugin: { id: 'sharing.manager.type.plugin', defaultMessage: 'Plugins' },
  sortLabel: { id: 'sharing.manager.sort', defaultMessage: 'Sort by' },
  sortDate: { id: 'sharing.manager.sort.date', defaultMessage: 'Date shared' },
  sortTitle: { id: 'sharing.manager.sort.title', defaultMessage: 'Title' },
  selectAll: { id: 'sharing.manager.selectAll', defaultMessage: 'Select all' },
  select: { id: 'sharing.manager.select', defaultMessage: 'Select {title}' },
  untitled: { id: 'sharing.manager.untitled', defaultMessage: 'Untitled' },
  open: { id: 'sharing.manager.open', defaultMessage: 'Open' },
  delete: { id: 'sharing.manager.delete', defaultMessage: 'Delete {title}' },
  deleteShort: { id: 'sharing.manager.deleteShort', defaultMessage: 'Delete' },
  deleteSelected: { id: 'sharing.manager.deleteSelected', defaultMessage: 'Delete selected' },
  deleteAll: { id: 'sharing.manager.deleteAll', defaultMessage: 'Delete all shared links' },
  loading: { id: 'sharing.manager.loading', defaultMessage: 'Loading shared links…' },
  empty: { id: 'sharing.manager.empty', defaultMessage: 'Nothing shared of this kind.' },
  failed: { id: 'sharing.manager.failed', defaultMessage: 'Something went wrong. Please try again.' },
  confirmOneTitle: { id: 'sharing.manager.confirmOne.title', defaultMessage: 'Delete shared link?' },
  confirmOneBody: {
    id: 'sharing.manager.confirmOne.body',
    defaultMessage: '“{title}” will no longer open for anyone who has its link.',
  },
  confirmSelectedTitle: {
    id: 'sharing.manager.confirmSelected.title',
    defaultMessage: 'Delete {count, plural, one {# shared link} other {# shared links}}?',
  },
  confirmSelectedBody: {
    id: 'sharing.manager.confirmSelected.body',
    defaultMessage: 'Their links will no longer open for anyone.',
  },
  confirmAllTitle: { id: 'sharing.manager.confirmAll.title', defaultMessage: 'Delete all shared links?' },
  confirmAllBody: {
    id: 'sharing.manager.confirmAll.body',
    defaultMessage: 'Every link of this kind you shared will stop working. This cannot be undone.',
  },
  cancel: { id: 'sharing.manager.cancel', defaultMessage: 'Cancel' },
});

// Widened: react-intl 12 types defineMessages entries as taking no values, which rejects placeholders.
export const sharedLinksMessages: { [Name in keyof typeof definitions]: MessageDescriptor } = definitions;

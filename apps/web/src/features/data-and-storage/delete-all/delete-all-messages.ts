import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The words the person types to confirm (spec §5: the text must equal "delete all"). */
export const deleteAllConfirmationText = 'delete all';

const definitions = defineMessages({
  title: { id: 'data.deleteAll.title', defaultMessage: 'Delete all data' },
  intro: {
    id: 'data.deleteAll.intro',
    defaultMessage:
      'Removes every chat, project, prompt, agent, file, knowledge collection, setting and key stored in this browser. Data in cloud sync stays on the server. Export first if you want a backup.',
  },
  reveal: { id: 'data.deleteAll.reveal', defaultMessage: 'Delete all' },
  confirmLabel: {
    id: 'data.deleteAll.confirmLabel',
    defaultMessage: 'Type “{text}” to confirm',
  },
  confirm: { id: 'data.deleteAll.confirm', defaultMessage: 'Delete everything' },
  cancel: { id: 'data.deleteAll.cancel', defaultMessage: 'Cancel' },
  deleting: { id: 'data.deleteAll.deleting', defaultMessage: 'Deleting all data…' },
  failed: {
    id: 'data.deleteAll.failed',
    defaultMessage: 'Some data could not be deleted. Close other tabs of this app and try again.',
  },
});

/** Typed loosely so messages with values (plurals, names) take their values. */
export const deleteAllMessages: Readonly<Record<keyof typeof definitions, MessageDescriptor>> = definitions;

import { defineMessages, type MessageDescriptor } from 'react-intl';

const definitions = defineMessages({
  title: { id: 'data.local.title', defaultMessage: 'Storage on this device' },
  usage: {
    id: 'data.local.usage',
    defaultMessage: '{used} used of {quota} this browser allows',
  },
  usageUnknown: {
    id: 'data.local.usageUnknown',
    defaultMessage: 'This browser does not report its storage use.',
  },
  meterLabel: { id: 'data.local.meter', defaultMessage: 'Storage used on this device' },
  holdings: {
    id: 'data.local.holdings',
    defaultMessage:
      '{chats, plural, one {# chat} other {# chats}}, {messages, plural, one {# message} other {# messages}}, {attachments, plural, one {# attachment} other {# attachments}} ({bytes})',
  },
  knowledge: {
    id: 'data.local.knowledge',
    defaultMessage:
      '{files, plural, one {# file} other {# files}} ({bytes}) and {passages, plural, one {# passage} other {# passages}} in the knowledge index',
  },
  loading: { id: 'data.local.loading', defaultMessage: 'Counting…' },
  persisted: {
    id: 'data.local.persisted',
    defaultMessage: 'Persistent storage is on: the browser will not remove this data to free space.',
  },
  notPersisted: {
    id: 'data.local.notPersisted',
    defaultMessage: 'The browser may remove this data when the device runs low on space.',
  },
  requestPersistence: { id: 'data.local.requestPersistence', defaultMessage: 'Keep data on this device' },
  refused: {
    id: 'data.local.refused',
    defaultMessage: 'The browser did not allow it. Installing the app or bookmarking it can help.',
  },
});

/** Typed loosely so messages with values (plurals, names) take their values. */
export const localUsageMessages: Readonly<Record<keyof typeof definitions, MessageDescriptor>> = definitions;

import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { CloudStorageType } from '@confab/core';

export const storageMessages = defineMessages({
  title: { id: 'cloudStorage.title', defaultMessage: 'Cloud storage' },
  type: { id: 'cloudStorage.type', defaultMessage: 'Stored items' },
  name: { id: 'cloudStorage.column.name', defaultMessage: 'Name' },
  size: { id: 'cloudStorage.column.size', defaultMessage: 'Size' },
  syncedAt: { id: 'cloudStorage.column.syncedAt', defaultMessage: 'Synced' },
  selectAll: { id: 'cloudStorage.selectAll', defaultMessage: 'Select all on this page' },
  empty: { id: 'cloudStorage.empty', defaultMessage: 'Nothing of this type is stored.' },
  loadFailed: {
    id: 'cloudStorage.loadFailed',
    defaultMessage: 'The storage could not be loaded. Please try again.',
  },
  deleteFailed: {
    id: 'cloudStorage.deleteFailed',
    defaultMessage: 'The items could not be deleted. Please try again.',
  },
  deleteSelected: { id: 'cloudStorage.deleteSelected', defaultMessage: 'Delete selected' },
  deleteAll: { id: 'cloudStorage.deleteAll', defaultMessage: 'Delete all' },
  confirmDeleteAll: {
    id: 'cloudStorage.confirmDeleteAll',
    defaultMessage:
      'Delete every file, chat, prompt, agent and plugin from the cloud and from your synced devices?',
  },
  cancel: { id: 'cloudStorage.cancel', defaultMessage: 'Cancel' },
  deleted: { id: 'cloudStorage.deleted', defaultMessage: 'Deleted.' },
  close: { id: 'cloudStorage.close', defaultMessage: 'Close' },
  pager: { id: 'cloudStorage.pager', defaultMessage: 'Pages' },
  first: { id: 'cloudStorage.first', defaultMessage: 'First page' },
  previous: { id: 'cloudStorage.previous', defaultMessage: 'Previous page' },
  next: { id: 'cloudStorage.next', defaultMessage: 'Next page' },
  last: { id: 'cloudStorage.last', defaultMessage: 'Last page' },
  unlimited: { id: 'cloudStorage.unlimited', defaultMessage: 'Unlimited storage' },
  unpaidNote: { id: 'cloudStorage.unpaidNote', defaultMessage: 'Free plan' },
});

export const storageValueMessages: Record<'usage' | 'page' | 'select', MessageDescriptor> = defineMessages({
  usage: { id: 'cloudStorage.usage', defaultMessage: '{used} of {limit} used ({percent}%)' },
  page: { id: 'cloudStorage.page', defaultMessage: 'Page {page}' },
  select: { id: 'cloudStorage.select', defaultMessage: 'Select {name}' },
});

export const storageTypeLabels = defineMessages({
  blob: { id: 'cloudStorage.type.blob', defaultMessage: 'Files' },
  chat: { id: 'cloudStorage.type.chat', defaultMessage: 'Chats' },
  prompt: { id: 'cloudStorage.type.prompt', defaultMessage: 'Prompts' },
  character: { id: 'cloudStorage.type.character', defaultMessage: 'Agents' },
  plugin: { id: 'cloudStorage.type.plugin', defaultMessage: 'Plugins' },
}) satisfies Record<CloudStorageType, MessageDescriptor>;

import { defineMessages } from 'react-intl';
import type { ChatSortOrder } from '@confab/core';

export const chatSortLabels = defineMessages<ChatSortOrder>({
  recent: { id: 'chatList.sort.recent', defaultMessage: 'Recent first' },
  oldest: { id: 'chatList.sort.oldest', defaultMessage: 'Oldest first' },
  'title-ascending': { id: 'chatList.sort.titleAscending', defaultMessage: 'Title A–Z' },
  'title-descending': { id: 'chatList.sort.titleDescending', defaultMessage: 'Title Z–A' },
});

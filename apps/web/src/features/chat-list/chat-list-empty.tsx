import { useIntl } from 'react-intl';
import type { ChatListView } from '@confab/core';

/** What the list says when it has no row to show (nothing is said before the first read ends). */
export function ChatListEmpty({
  loaded,
  view,
  filtered,
}: {
  loaded: boolean;
  view: ChatListView;
  filtered: boolean;
}) {
  const intl = useIntl();
  if (!loaded) return null;
  const text = filtered
    ? intl.formatMessage({ id: 'chatList.empty.tags', defaultMessage: 'No chat carries the chosen tags.' })
    : view === 'archived'
      ? intl.formatMessage({ id: 'chatList.empty.archived', defaultMessage: 'No archived chats.' })
      : intl.formatMessage({
          id: 'sidebar.empty',
          defaultMessage: 'No chats yet. Your conversations will be listed here.',
        });
  return <p className="sidebar__empty">{text}</p>;
}

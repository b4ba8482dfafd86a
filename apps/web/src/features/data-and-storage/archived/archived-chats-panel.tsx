import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import { requestArchivedChats } from '../../chat-list/index.ts';

const messages = defineMessages({
  title: { id: 'data.archived.title', defaultMessage: 'Archived chats' },
  hint: {
    id: 'data.archived.hint',
    defaultMessage: 'Archived chats are kept but left out of the chat list. They are listed in the sidebar.',
  },
  show: { id: 'data.archived.show', defaultMessage: 'Show archived chats' },
});

/** The spec's "archived chats link": opens the sidebar's archived view (the archive has no page of its own). */
export function ArchivedChatsPanel() {
  const intl = useIntl();
  const headingID = useId();
  return (
    <div className="data-panel" role="group" aria-labelledby={headingID}>
      <h3 id={headingID}>{intl.formatMessage(messages.title)}</h3>
      <p className="data-panel__hint">{intl.formatMessage(messages.hint)}</p>
      <Button onClick={requestArchivedChats}>{intl.formatMessage(messages.show)}</Button>
    </div>
  );
}

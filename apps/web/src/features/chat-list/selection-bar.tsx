import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import type { ChatListView } from '@confab/core';
import { useConfirmClick } from './use-confirm-click.ts';

export interface SelectionBarProps {
  selectedCount: number;
  view: ChatListView;
  onMove: () => void;
  onArchive: () => void;
  onExport: () => void;
  onDelete: () => void;
}

/** Select mode's bulk actions (spec §4); delete needs a second click within 2 s. */
export function SelectionBar({
  selectedCount,
  view,
  onMove,
  onArchive,
  onExport,
  onDelete,
}: SelectionBarProps) {
  const intl = useIntl();
  const confirmDelete = useConfirmClick(onDelete);
  const none = selectedCount === 0;
  return (
    <div
      role="toolbar"
      aria-label={intl.formatMessage({ id: 'chatList.select.toolbar', defaultMessage: 'Selected chats' })}
      className="selection-bar"
    >
      <span className="selection-bar__count" role="status">
        {intl.formatMessage(
          { id: 'chatList.select.count', defaultMessage: '{count} selected' },
          { count: selectedCount },
        )}
      </span>
      <div className="selection-bar__actions">
        <Button variant="ghost" disabled={none} onClick={onMove}>
          {intl.formatMessage({ id: 'chatList.select.move', defaultMessage: 'Move' })}
        </Button>
        <Button variant="ghost" disabled={none} onClick={onArchive}>
          {view === 'archived'
            ? intl.formatMessage({ id: 'chatList.chat.unarchive', defaultMessage: 'Unarchive' })
            : intl.formatMessage({ id: 'chatList.chat.archive', defaultMessage: 'Archive' })}
        </Button>
        <Button variant="ghost" disabled={none} onClick={onExport}>
          {intl.formatMessage({ id: 'chatList.chat.export', defaultMessage: 'Export' })}
        </Button>
        <Button variant="danger" disabled={none} onClick={confirmDelete.click}>
          {confirmDelete.armed
            ? intl.formatMessage({
                id: 'chatList.select.confirmDelete',
                defaultMessage: 'Click again to delete',
              })
            : intl.formatMessage({ id: 'chatList.chat.delete', defaultMessage: 'Delete' })}
        </Button>
      </div>
    </div>
  );
}

import { useIntl } from 'react-intl';
import { Button, DialogActions, ModalDialog } from '@confab/ui';
import { sortFolders, type Folder } from '@confab/core';

export interface MoveToProjectDialogProps {
  chatCount: number;
  /** The project the chats are in when they all share one; null for none, undefined for mixed. */
  currentFolderID: string | null | undefined;
  folders: readonly Folder[];
  onMove: (folderID: string | null) => void;
  onClose: () => void;
}

/** The move-to-folder popup (spec §2): every project, and "No project" to take chats out. */
export function MoveToProjectDialog({
  chatCount,
  currentFolderID,
  folders,
  onMove,
  onClose,
}: MoveToProjectDialogProps) {
  const intl = useIntl();
  const choices = [
    {
      id: null,
      title: intl.formatMessage({ id: 'chatList.move.noProject', defaultMessage: 'No project' }),
    },
    ...sortFolders(folders).map((folder) => ({ id: folder.id, title: folder.title })),
  ];
  return (
    <ModalDialog
      title={intl.formatMessage({ id: 'chatList.move.title', defaultMessage: 'Move to project' })}
      onClose={onClose}
      size="small"
    >
      <p className="chat-list-dialog__hint">
        {intl.formatMessage(
          {
            id: 'chatList.move.count',
            defaultMessage: '{count, plural, one {# chat} other {# chats}} to move.',
          },
          { count: chatCount },
        )}
      </p>
      <ul className="move-dialog__list">
        {choices.map((choice) => (
          <li key={choice.id ?? 'none'}>
            <Button
              variant="ghost"
              className="move-dialog__choice"
              aria-current={choice.id === currentFolderID ? 'true' : undefined}
              onClick={() => {
                onMove(choice.id);
                onClose();
              }}
            >
              {choice.title}
            </Button>
          </li>
        ))}
      </ul>
      <DialogActions>
        <Button onClick={onClose}>
          {intl.formatMessage({ id: 'chatList.dialog.cancel', defaultMessage: 'Cancel' })}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}

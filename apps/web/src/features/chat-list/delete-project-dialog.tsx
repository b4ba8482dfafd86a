import { useIntl } from 'react-intl';
import { Button, DialogActions, ModalDialog } from '@confab/ui';

export interface DeleteProjectDialogProps {
  projectTitle: string;
  chatCount: number;
  onDelete: (options: { withChats: boolean }) => void;
  onClose: () => void;
}

/** Spec §9: deleting a project offers to delete its chats too or to keep them (outside any project). */
export function DeleteProjectDialog({
  projectTitle,
  chatCount,
  onDelete,
  onClose,
}: DeleteProjectDialogProps) {
  const intl = useIntl();
  const choose = (withChats: boolean) => {
    onDelete({ withChats });
    onClose();
  };
  return (
    <ModalDialog
      title={intl.formatMessage({ id: 'chatList.deleteProject.title', defaultMessage: 'Delete project' })}
      onClose={onClose}
      size="small"
    >
      <p className="chat-list-dialog__hint">
        {intl.formatMessage(
          {
            id: 'chatList.deleteProject.body',
            defaultMessage:
              '“{project}” holds {count, plural, one {# chat} other {# chats}}. Delete them with it, or keep them outside any project?',
          },
          { project: projectTitle, count: chatCount },
        )}
      </p>
      <DialogActions>
        <Button onClick={onClose}>
          {intl.formatMessage({ id: 'chatList.dialog.cancel', defaultMessage: 'Cancel' })}
        </Button>
        <Button
          onClick={() => {
            choose(false);
          }}
        >
          {intl.formatMessage({
            id: 'chatList.deleteProject.keepChats',
            defaultMessage: 'Delete project, keep chats',
          })}
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            choose(true);
          }}
        >
          {intl.formatMessage({
            id: 'chatList.deleteProject.withChats',
            defaultMessage: 'Delete project and its chats',
          })}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}

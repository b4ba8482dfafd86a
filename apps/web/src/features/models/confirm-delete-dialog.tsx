import { useIntl } from 'react-intl';
import { Button, DialogActions, ModalDialog } from '@confab/ui';

export function ConfirmDeleteDialog({
  title,
  onConfirm,
  onClose,
}: {
  title: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <ModalDialog
      size="small"
      title={intl.formatMessage(
        { id: 'models.delete.title', defaultMessage: 'Delete “{title}”?' },
        { title },
      )}
      onClose={onClose}
    >
      <p>
        {intl.formatMessage({
          id: 'models.delete.body',
          defaultMessage:
            'Chats that used this model keep their messages but can no longer continue with it.',
        })}
      </p>
      <DialogActions>
        <Button onClick={onClose}>
          {intl.formatMessage({ id: 'models.delete.cancel', defaultMessage: 'Cancel' })}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {intl.formatMessage({ id: 'models.delete.confirm', defaultMessage: 'Delete' })}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}

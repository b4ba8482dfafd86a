import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@confab/ui';

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
    <ConfirmDialog
      title={intl.formatMessage(
        { id: 'models.delete.title', defaultMessage: 'Delete “{title}”?' },
        { title },
      )}
      cancelLabel={intl.formatMessage({ id: 'models.delete.cancel', defaultMessage: 'Cancel' })}
      confirmLabel={intl.formatMessage({ id: 'models.delete.confirm', defaultMessage: 'Delete' })}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        {intl.formatMessage({
          id: 'models.delete.body',
          defaultMessage:
            'Chats that used this model keep their messages but can no longer continue with it.',
        })}
      </p>
    </ConfirmDialog>
  );
}

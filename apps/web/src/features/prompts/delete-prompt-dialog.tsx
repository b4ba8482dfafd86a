import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@confab/ui';
import { promptMessages } from './prompt-messages.ts';

export function DeletePromptDialog({
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
      title={intl.formatMessage(promptMessages.deleteTitle, { title })}
      cancelLabel={intl.formatMessage(promptMessages.cancel)}
      confirmLabel={intl.formatMessage(promptMessages.deleteConfirm)}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>{intl.formatMessage(promptMessages.deleteBody)}</p>
    </ConfirmDialog>
  );
}

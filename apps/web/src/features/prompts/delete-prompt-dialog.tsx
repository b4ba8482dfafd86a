import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import { PromptDialog } from './prompt-dialog.tsx';
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
    <PromptDialog
      className="prompt-dialog--small"
      title={intl.formatMessage(promptMessages.deleteTitle, { title })}
      onClose={onClose}
    >
      <p>{intl.formatMessage(promptMessages.deleteBody)}</p>
      <div className="prompt-dialog__actions">
        <Button onClick={onClose}>{intl.formatMessage(promptMessages.cancel)}</Button>
        <Button variant="danger" onClick={onConfirm}>
          {intl.formatMessage(promptMessages.deleteConfirm)}
        </Button>
      </div>
    </PromptDialog>
  );
}

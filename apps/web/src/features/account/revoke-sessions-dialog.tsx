import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@confab/ui';
import { accountMessages } from './account-messages.ts';

/** Spec §5: revoking other sessions asks for confirmation first. */
export function RevokeSessionsDialog({
  busy,
  onConfirm,
  onClose,
}: {
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      title={intl.formatMessage(accountMessages.revokeTitle)}
      cancelLabel={intl.formatMessage(accountMessages.cancel)}
      confirmLabel={intl.formatMessage(accountMessages.revokeConfirm)}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>{intl.formatMessage(accountMessages.revokeBody)}</p>
    </ConfirmDialog>
  );
}

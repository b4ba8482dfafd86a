import { useIntl } from 'react-intl';
import { Button, DialogActions, ModalDialog } from '@confab/ui';
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
    <ModalDialog title={intl.formatMessage(accountMessages.revokeTitle)} onClose={onClose} size="small">
      <p>{intl.formatMessage(accountMessages.revokeBody)}</p>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage(accountMessages.cancel)}</Button>
        <Button variant="danger" disabled={busy} onClick={onConfirm}>
          {intl.formatMessage(accountMessages.revokeConfirm)}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}

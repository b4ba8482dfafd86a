import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@confab/ui';
import { accountMessages } from './account-messages.ts';

export interface DeleteAccountDialogProps {
  email: string;
  busy: boolean;
  /** The server's words (or the generic text) when the last attempt failed. */
  problem: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
}

/** Names what the server deletes and what stays on this device before the account goes. */
export function DeleteAccountDialog({ email, busy, problem, onConfirm, onClose }: DeleteAccountDialogProps) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      title={intl.formatMessage(accountMessages.deleteTitle)}
      cancelLabel={intl.formatMessage(accountMessages.cancel)}
      confirmLabel={intl.formatMessage(accountMessages.deleteConfirm)}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>{intl.formatMessage(accountMessages.deleteIntro, { email })}</p>
      <ul className="account-section__deletion-list">
        <li>{intl.formatMessage(accountMessages.deleteSynced)}</li>
        <li>{intl.formatMessage(accountMessages.deleteFiles)}</li>
        <li>{intl.formatMessage(accountMessages.deleteShares)}</li>
        <li>{intl.formatMessage(accountMessages.deleteSessions)}</li>
      </ul>
      <p>{intl.formatMessage(accountMessages.deleteLocalStays)}</p>
      {problem === undefined ? null : (
        <p className="account-section__error" role="alert">
          {problem}
        </p>
      )}
    </ConfirmDialog>
  );
}

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, DialogActions, ModalDialog } from '@confab/ui';
import { useStorage } from '../../storage/app-storage.tsx';
import { clearLocalData } from '../data-and-storage/index.ts';
import { signOut } from './sign-out.ts';
import { workspaceMenuMessages } from './workspace-menu-messages.ts';

function defaultReload(): void {
  window.location.reload();
}

export interface SignOutDialogProps {
  onClose: () => void;
  /** Tests pass their own; the app reloads so it starts empty after the local data is gone. */
  reload?: () => void;
}

/**
 * Off managed hosts a shared computer is the usual reason to log out, so the dialog offers to delete
 * this browser's data too, with "Delete all"'s own clearing (Settings → Data and storage).
 */
export function SignOutDialog({ onClose, reload = defaultReload }: SignOutDialogProps) {
  const intl = useIntl();
  const storage = useStorage();
  const [busy, setBusy] = useState(false);
  const run = async (options: { clearData: boolean }) => {
    setBusy(true);
    await signOut();
    if (options.clearData) {
      await clearLocalData(storage);
      reload();
      return;
    }
    setBusy(false);
    onClose();
  };
  return (
    <ModalDialog
      size="small"
      title={intl.formatMessage(workspaceMenuMessages.signOutTitle)}
      onClose={onClose}
    >
      <p>{intl.formatMessage(workspaceMenuMessages.signOutBody)}</p>
      {busy ? <p role="status">{intl.formatMessage(workspaceMenuMessages.signingOut)}</p> : null}
      <DialogActions>
        <Button disabled={busy} onClick={onClose}>
          {intl.formatMessage(workspaceMenuMessages.signOutCancel)}
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => void run({ clearData: true })}>
          {intl.formatMessage(workspaceMenuMessages.signOutClear)}
        </Button>
        <Button variant="primary" disabled={busy} onClick={() => void run({ clearData: false })}>
          {intl.formatMessage(workspaceMenuMessages.signOutKeep)}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}

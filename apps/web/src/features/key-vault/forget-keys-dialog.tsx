import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@confab/ui';
import { keyVaultMessages } from './key-vault-messages.ts';
import type { VaultActions } from './vault-actions.ts';

export interface ForgetKeysDialogProps {
  forget: VaultActions['forget'];
  onClose: () => void;
  /** After the keys are cleared; the app reloads (agents spec §4). */
  onForgotten: () => void;
}

export function ForgetKeysDialog({ forget, onClose, onForgotten }: ForgetKeysDialogProps) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <ConfirmDialog
      title={intl.formatMessage(keyVaultMessages.forgetTitle)}
      cancelLabel={intl.formatMessage(keyVaultMessages.cancel)}
      confirmLabel={intl.formatMessage(keyVaultMessages.forgetKeys)}
      busy={busy}
      onClose={onClose}
      onConfirm={() => {
        setBusy(true);
        setFailed(false);
        forget().then(onForgotten, () => {
          setFailed(true);
          setBusy(false);
        });
      }}
    >
      <p>{intl.formatMessage(keyVaultMessages.forgetBody)}</p>
      {failed ? <p role="alert">{intl.formatMessage(keyVaultMessages.failed)}</p> : null}
    </ConfirmDialog>
  );
}

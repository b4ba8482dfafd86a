import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, ConfirmDialog } from '@confab/ui';
import { keyVaultMessages } from './key-vault-messages.ts';
import { openKeyVaultDialog, useKeyVaultState } from './key-vault-store.ts';
import { LockKeysDialog } from './lock-keys-dialog.tsx';
import { useStoredKeyState } from './use-stored-key-state.ts';
import { useVaultActions } from './use-vault-actions.ts';
import './key-vault.css';

/**
 * The vault's part of Settings, API keys: lock the saved keys with a password, or (once locked)
 * unlock them, remove the password or forget them. Locking needs a saved key: a vault with nothing
 * in it would not survive a reload, and saying keys are encrypted would then be untrue.
 */
export function KeyVaultPanel() {
  const intl = useIntl();
  const { vault } = useKeyVaultState();
  const stored = useStoredKeyState();
  const actions = useVaultActions();
  const [dialog, setDialog] = useState<'lock' | 'remove' | null>(null);
  const [busy, setBusy] = useState(false);
  const [removeFailed, setRemoveFailed] = useState(false);
  if (!stored.loaded) return null;

  const locked = stored.anyLocked && !vault;
  const status = vault
    ? keyVaultMessages.statusUnlocked
    : locked
      ? keyVaultMessages.statusLocked
      : stored.anyPlain
        ? keyVaultMessages.statusPlain
        : undefined;
  const forgetButton = (
    <Button
      variant="danger"
      onClick={() => {
        openKeyVaultDialog('forget');
      }}
    >
      {intl.formatMessage(keyVaultMessages.forgetKeys)}
    </Button>
  );

  return (
    <div className="key-vault-panel">
      {status ? <p className="key-vault-panel__status">{intl.formatMessage(status)}</p> : null}
      <div className="key-vault-panel__actions">
        {vault ? (
          <>
            <Button
              onClick={() => {
                setRemoveFailed(false);
                setDialog('remove');
              }}
            >
              {intl.formatMessage(keyVaultMessages.removePassword)}
            </Button>
            {forgetButton}
          </>
        ) : locked ? (
          <>
            <Button
              variant="primary"
              onClick={() => {
                openKeyVaultDialog('unlock');
              }}
            >
              {intl.formatMessage(keyVaultMessages.unlockKeys)}
            </Button>
            {forgetButton}
          </>
        ) : (
          <Button
            disabled={!stored.anyPlain}
            onClick={() => {
              setDialog('lock');
            }}
          >
            {intl.formatMessage(keyVaultMessages.lockKeys)}
          </Button>
        )}
      </div>
      {dialog === 'lock' ? (
        <LockKeysDialog
          lock={actions.lock}
          onClose={() => {
            setDialog(null);
          }}
        />
      ) : null}
      {dialog === 'remove' ? (
        <ConfirmDialog
          title={intl.formatMessage(keyVaultMessages.removeTitle)}
          cancelLabel={intl.formatMessage(keyVaultMessages.cancel)}
          confirmLabel={intl.formatMessage(keyVaultMessages.removePassword)}
          busy={busy}
          onClose={() => {
            setDialog(null);
          }}
          onConfirm={() => {
            setBusy(true);
            setRemoveFailed(false);
            actions.removePassword().then(
              () => {
                setBusy(false);
                setDialog(null);
              },
              () => {
                setBusy(false);
                setRemoveFailed(true);
              },
            );
          }}
        >
          <p>{intl.formatMessage(keyVaultMessages.removeBody)}</p>
          {removeFailed ? <p role="alert">{intl.formatMessage(keyVaultMessages.failed)}</p> : null}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

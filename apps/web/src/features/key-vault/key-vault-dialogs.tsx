import { useEffect, useRef } from 'react';
import { keyVaultStore, openKeyVaultDialog, useKeyVaultState } from './key-vault-store.ts';
import { ForgetKeysDialog } from './forget-keys-dialog.tsx';
import { UnlockDialog } from './unlock-dialog.tsx';
import { useStoredKeyState } from './use-stored-key-state.ts';
import { useVaultActions } from './use-vault-actions.ts';

function closeDialog(): void {
  keyVaultStore.setState({ dialog: null });
}

/**
 * The unlock and forget dialogs, opened from the banner, the API keys section or the chat. The unlock
 * dialog also opens by itself once, when the app loads with locked keys (agents spec §4); closed, it
 * leaves the keys locked and the sidebar banner offers it again.
 */
export function KeyVaultDialogs() {
  const { vault, dialog } = useKeyVaultState();
  const stored = useStoredKeyState();
  const actions = useVaultActions();
  const checkedOnLoad = useRef(false);
  // Cancelling "Forget keys" asked from the unlock dialog goes back to it, not to nothing.
  const forgetFromUnlock = useRef(false);

  useEffect(() => {
    if (!stored.loaded || checkedOnLoad.current) return;
    checkedOnLoad.current = true;
    if (stored.anyLocked && !keyVaultStore.getState().vault) openKeyVaultDialog('unlock');
  }, [stored.loaded, stored.anyLocked]);

  if (dialog === 'forget') {
    return (
      <ForgetKeysDialog
        forget={actions.forget}
        onClose={() => {
          keyVaultStore.setState({ dialog: forgetFromUnlock.current ? 'unlock' : null });
          forgetFromUnlock.current = false;
        }}
        onForgotten={() => {
          window.location.reload();
        }}
      />
    );
  }
  if (dialog === 'unlock' && !vault && stored.anyLocked) {
    return (
      <UnlockDialog
        unlock={actions.unlock}
        onClose={closeDialog}
        onForget={() => {
          forgetFromUnlock.current = true;
          openKeyVaultDialog('forget');
        }}
      />
    );
  }
  return null;
}

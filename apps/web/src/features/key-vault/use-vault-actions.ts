import { useMemo } from 'react';
import { useStorage } from '../../storage/app-storage.tsx';
import { vaultActions, type VaultActions } from './vault-actions.ts';

/** The vault's actions on this app's storage. */
export function useVaultActions(): VaultActions {
  const storage = useStorage();
  return useMemo(() => vaultActions(storage), [storage]);
}

export { DecryptBanner } from './decrypt-banner.tsx';
export { keyVaultNoticeMessages } from './key-vault-notice-messages.ts';
export { keyVaultStore, openKeyVaultDialog, useKeyVaultState } from './key-vault-store.ts';
export type { KeyVaultState } from './key-vault-store.ts';
export { openedKey } from './opened-key.ts';
export type { OpenedKey } from './opened-key.ts';
export { useVaultActions } from './use-vault-actions.ts';

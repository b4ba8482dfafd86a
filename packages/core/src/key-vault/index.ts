export { KeyVaultError } from './key-vault-error.ts';
export type { KeyVaultFailure } from './key-vault-error.ts';
export {
  encryptedKeyPrefix,
  formatEncryptedKey,
  isEncryptedKey,
  keyHint,
  parseEncryptedKey,
  visibleKeyCharacters,
} from './encrypted-key-format.ts';
export type { EncryptedKeyParts } from './encrypted-key-format.ts';
export { KeyVault, vaultIterations } from './key-vault.ts';

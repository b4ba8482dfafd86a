export * from './key-vault-error.ts';
export * from './encrypted-key-format.ts';
export * from './key-vault.ts';

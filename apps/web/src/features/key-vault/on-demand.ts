// Mounted after the first screen (app/deferred-hosts.tsx): through index.ts it was on the first load.
export { KeyVaultDialogs } from './key-vault-dialogs.tsx';
// Drawn only by the lazily loaded API keys section.
export { KeyVaultPanel } from './key-vault-panel.tsx';
// Read only by lazily loaded sections (the MCP connectors'): a messages object is kept whole.
export { keyVaultMessages } from './key-vault-messages.ts';

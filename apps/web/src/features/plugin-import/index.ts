// The import button and the link popup load on demand (app/lazy-screens.tsx imports on-demand.ts
// with import()); the index holds only what the shell needs at start.
export { pluginImportAddressFromUrl } from './plugin-import-link.ts';

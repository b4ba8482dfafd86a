// Mounted after the first screen (app/deferred-hosts.tsx): through index.ts it was on the first load.
export { DebugLogButton } from './debug-log-button.tsx';

// Loaded with import() only on /admin: the console's code stays out of the app's own bundle.
export { AdminConsolePage } from './admin-console-page.tsx';

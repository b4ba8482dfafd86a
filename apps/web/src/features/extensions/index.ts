// On the first load: the loader main.tsx runs after the first render, and the section's predicate.
export { loadExtensions } from './load-extensions.ts';
export { ExtensionLoadNotice } from './extension-load-notice.tsx';

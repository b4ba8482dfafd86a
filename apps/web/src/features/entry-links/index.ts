export { EntryLinkHandler, type EntryLinkHandlerProps } from './entry-link-handler.tsx';
export { readAttribution } from './attribution.ts';

// The settings page loads with the Settings screen, not with the chat: import it from here.
export { KnowledgeSection } from './settings/knowledge-section.tsx';
// The background indexer, mounted after the first screen (app/deferred-hosts.tsx).
export { KnowledgeIndexing } from './knowledge-indexing.tsx';

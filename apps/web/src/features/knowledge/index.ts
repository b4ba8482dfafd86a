// On the first load: the background indexer (mounted by the app), retrieval for the conversation
// engine, and the live status. The settings page is in on-demand.ts.
export { KnowledgeIndexing } from './knowledge-indexing.tsx';
export { knowledgeSectionShown } from './knowledge-section-shown.ts';
export { retrieveKnowledge, createRetrieveKnowledge } from './retrieval/retrieve-knowledge.ts';
export { useKnowledgeStatus } from './status/use-knowledge-status.ts';
export type { KnowledgeStatus } from './status/read-knowledge-status.ts';

// On the first load: retrieval for the conversation engine and the live status. The background
// indexer (mounted after the first screen) and the settings page are in on-demand.ts.
export { knowledgeSectionShown } from './knowledge-section-shown.ts';
export { retrieveKnowledge, createRetrieveKnowledge } from './retrieval/retrieve-knowledge.ts';
export { useKnowledgeStatus } from './status/use-knowledge-status.ts';
export type { KnowledgeStatus } from './status/read-knowledge-status.ts';

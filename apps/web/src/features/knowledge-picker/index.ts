// Choosing knowledge collections: the multi-select the agent editor and the project settings share.
export { CollectionMultiSelect, type CollectionMultiSelectProps } from './collection-multi-select.tsx';
export { useKnowledgeBaseSummary, type KnowledgeBaseSummary } from './use-knowledge-collections.ts';

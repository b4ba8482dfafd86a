export type {
  DocumentBlock,
  ExtractedDocument,
  KnowledgeQuery,
  KnowledgeScope,
  RetrieveKnowledge,
  RetrievedPassage,
} from './knowledge-types.ts';

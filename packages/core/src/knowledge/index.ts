export type {
  DocumentBlock,
  ExtractedDocument,
  KnowledgeQuery,
  KnowledgeScope,
  RetrieveKnowledge,
  RetrievedPassage,
} from './knowledge-types.ts';
export { tokenizeForRetrieval, maximumRetrievalTermLength } from './tokenize-for-retrieval.ts';
export {
  chunkDocument,
  chunkDocumentDetailed,
  chunkerVersion,
  defaultChunkOverlapTokens,
  defaultChunkTargetTokens,
  maximumChunksPerDocument,
  sectionSeparator,
} from './chunk-document.ts';
export type { ChunkDocumentOptions, ChunkedDocument } from './chunk-document.ts';
export { LexicalIndex, bm25B, bm25K1, maximumQueryTerms, sectionTermWeight } from './lexical-index.ts';
export type {
  LexicalDocument,
  LexicalHit,
  LexicalIndexOptions,
  LexicalSearchOptions,
} from './lexical-index.ts';
export { cosineTopK, defaultFusionK, rankHybrid } from './rank-hybrid.ts';
export type { RankHybridOptions, ScoredChunk } from './rank-hybrid.ts';
export { knowledgeContext, knowledgeInstruction, maximumContextPassageLength } from './knowledge-context.ts';
export type { KnowledgeContext, KnowledgeContextOptions } from './knowledge-context.ts';
export { evaluateLexicalRecall } from './evaluate-recall.ts';
export type {
  CorpusDocument,
  RecallMiss,
  RecallResult,
  RetrievalCorpus,
  RetrievalQuestion,
} from './evaluate-recall.ts';

/**
 * The shapes the knowledge base's parts hand each other: readers produce an ExtractedDocument,
 * the chunker turns it into chunks, retrieval answers a KnowledgeQuery with RetrievedPassages, and
 * the conversation engine asks through RetrieveKnowledge without knowing where the index lives.
 */

/** One block of a read document: a heading (with its level) or a paragraph-like run of text. */
export interface DocumentBlock {
  kind: 'heading' | 'text';
  text: string;
  /** 1–6 for headings. */
  level?: number;
  /** 1-based page of a paged document. */
  page?: number;
}

export interface ExtractedDocument {
  blocks: DocumentBlock[];
  /** Pages of a paged document (PDF). */
  pageCount?: number;
  /** A PDF whose pages carry no text layer (a scan): nothing to retrieve until it is OCRed elsewhere. */
  noTextLayer?: boolean;
}

/** Which collections a retrieval may draw on: named ones, or every document in the knowledge base. */
export type KnowledgeScope = { collectionIDs: readonly string[] } | { all: true };

export interface KnowledgeQuery {
  text: string;
  scope: KnowledgeScope;
  /** Most passages wanted. */
  limit: number;
  signal?: AbortSignal;
}

export interface RetrievedPassage {
  chunkID: string;
  fileID: string;
  documentName: string;
  text: string;
  page?: number;
  section?: string;
  score: number;
}

export type RetrieveKnowledge = (query: KnowledgeQuery) => Promise<RetrievedPassage[]>;

import { foldText } from '../search/index.ts';
import { chunkDocument } from './chunk-document.ts';
import type { ExtractedDocument } from './knowledge-types.ts';
import { LexicalIndex, type LexicalIndexOptions } from './lexical-index.ts';

/** A question whose answer is in one document, in a passage containing `phrase`. */
export interface RetrievalQuestion {
  question: string;
  /** The document's name in the corpus. */
  document: string;
  phrase: string;
}

export interface CorpusDocument {
  name: string;
  document: ExtractedDocument;
}

export interface RetrievalCorpus {
  documents: readonly CorpusDocument[];
  questions: readonly RetrievalQuestion[];
}

export interface RecallMiss extends RetrievalQuestion {
  /** Start of each passage that was returned instead. */
  returned: string[];
}

export interface RecallResult {
  /** Share of questions with the right passage among the first `k`. */
  recall: number;
  k: number;
  questionCount: number;
  chunkCount: number;
  misses: RecallMiss[];
}

function normalise(text: string): string {
  return foldText(text).replace(/\s+/gu, ' ');
}

/**
 * Recall@k of lexical retrieval over a corpus: the documents are chunked with the default settings
 * and indexed, and a question counts as answered when one of its first k passages comes from the
 * right document and contains the phrase. Shared by the quality test and the benchmark.
 */
export function evaluateLexicalRecall(
  corpus: RetrievalCorpus,
  options: { k: number; index?: LexicalIndexOptions },
): RecallResult {
  const index = new LexicalIndex(options.index);
  const fileIDs = new Map<string, string>();
  const texts = new Map<string, string>();
  corpus.documents.forEach(({ name, document }, position) => {
    const fileID = `fi-corpus-${String(position)}`;
    fileIDs.set(name, fileID);
    const chunks = chunkDocument(document, { fileID });
    for (const chunk of chunks) texts.set(chunk.id, chunk.text);
    index.add(chunks);
  });
  const misses: RecallMiss[] = [];
  for (const question of corpus.questions) {
    const hits = index.search(question.question, { limit: options.k });
    const phrase = normalise(question.phrase);
    const found = hits.some(
      (hit) =>
        hit.fileID === fileIDs.get(question.document) &&
        normalise(texts.get(hit.chunkID) ?? '').includes(phrase),
    );
    if (!found)
      misses.push({ ...question, returned: hits.map((hit) => (texts.get(hit.chunkID) ?? '').slice(0, 80)) });
  }
  const questionCount = corpus.questions.length;
  return {
    recall: questionCount === 0 ? 0 : (questionCount - misses.length) / questionCount,
    k: options.k,
    questionCount,
    chunkCount: index.size,
    misses,
  };
}

// The knowledge benchmark's work, run unchanged in Node and (bundled by esbuild) in a Chromium page:
// it imports nothing from Node, so both measure the same code. Pages and chunks are generated from
// the public-domain corpus's sentences with a seeded generator, so every run indexes the same text.
import {
  LexicalIndex,
  chunkDocument,
  type DocumentBlock,
  type LexicalDocument,
  type RetrievalCorpus,
} from '@confab/core/knowledge';

export const generatedPageCount = 1_000;
export const largeIndexChunkCount = 100_000;
const chunksPerFile = 100;
const wordsPerPage = 350;
const wordsPerChunk = 230;

export interface KnowledgeWorkloadResult {
  pagesIndexMs: number;
  pagesChunkCount: number;
  largeIndexBuildMs: number;
  largeIndexChunkCount: number;
  queryMs: number[];
  replaceFileMs: number[];
}

/** mulberry32: small, fast and the same in every engine. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function corpusSentences(corpus: RetrievalCorpus): string[] {
  const sentences: string[] = [];
  for (const { document } of corpus.documents)
    for (const block of document.blocks)
      if (block.kind === 'text')
        sentences.push(...block.text.split(/(?<=[.!?;:])\s+/u).filter((part) => part !== ''));
  return sentences;
}

/** Sentences drawn at random until about `words` words, with a made-up rare word now and then. */
function paragraphOf(sentences: readonly string[], random: () => number, words: number): string {
  const parts: string[] = [];
  let count = 0;
  while (count < words) {
    const sentence = sentences[Math.floor(random() * sentences.length)] ?? '';
    parts.push(sentence);
    count += sentence.split(' ').length;
    if (random() < 0.2) parts.push(`Codeword${Math.floor(random() * 50_000).toString(36)}.`);
  }
  return parts.join(' ');
}

function generatedPages(sentences: readonly string[], random: () => number): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  for (let page = 1; page <= generatedPageCount; page += 1) {
    if (page % 10 === 1)
      blocks.push({ kind: 'heading', level: 1, text: `Chapter ${String((page + 9) / 10)}` });
    for (let paragraph = 0; paragraph < 3; paragraph += 1)
      blocks.push({ kind: 'text', text: paragraphOf(sentences, random, wordsPerPage / 3), page });
  }
  return blocks;
}

function generatedChunks(
  sentences: readonly string[],
  random: () => number,
  fileIndex: number,
): LexicalDocument[] {
  const fileID = `fi-bench-${String(fileIndex)}`;
  return Array.from({ length: chunksPerFile }, (_, order) => ({
    id: `${fileID}:${String(order)}`,
    fileID,
    text: paragraphOf(sentences, random, wordsPerChunk),
    section: `Part ${String(Math.floor(order / 10) + 1)}`,
  }));
}

/** Indexes 1,000 pages, then builds a 100,000-chunk index and times every question against it. */
export function runKnowledgeWorkload(corpus: RetrievalCorpus): KnowledgeWorkloadResult {
  const random = seededRandom(22);
  const sentences = corpusSentences(corpus);

  const blocks = generatedPages(sentences, random);
  const pagesStart = performance.now();
  const pagesIndex = new LexicalIndex();
  const chunks = chunkDocument({ blocks, pageCount: generatedPageCount }, { fileID: 'fi-bench-pages' });
  pagesIndex.add(chunks);
  const pagesIndexMs = performance.now() - pagesStart;

  const files = Array.from({ length: largeIndexChunkCount / chunksPerFile }, (_, fileIndex) =>
    generatedChunks(sentences, random, fileIndex),
  );
  const buildStart = performance.now();
  const index = new LexicalIndex();
  for (const file of files) index.add(file);
  const largeIndexBuildMs = performance.now() - buildStart;

  for (const question of corpus.questions.slice(0, 5)) index.search(question.question, { limit: 20 });
  const queryMs: number[] = [];
  for (const question of corpus.questions) {
    const start = performance.now();
    index.search(question.question, { limit: 20 });
    queryMs.push(performance.now() - start);
  }

  const replaceFileMs: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    const file = files[round * 37] ?? [];
    const start = performance.now();
    index.removeFile(file[0]?.fileID ?? '');
    index.add(file);
    replaceFileMs.push(performance.now() - start);
  }

  return {
    pagesIndexMs,
    pagesChunkCount: chunks.length,
    largeIndexBuildMs,
    largeIndexChunkCount: index.size,
    queryMs,
    replaceFileMs,
  };
}

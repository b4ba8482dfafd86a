import { describe, expect, it } from 'vitest';
import { evaluateLexicalRecall } from '@confab/core/knowledge';
import { loadKnowledgeCorpus } from './load-knowledge-corpus.ts';

describe('retrieval quality on the public-domain corpus', () => {
  const corpus = loadKnowledgeCorpus();

  it('has at least thirty questions, each about a document of the corpus whose text holds its phrase', () => {
    expect(corpus.questions.length).toBeGreaterThanOrEqual(30);
    const names = new Set(corpus.documents.map((document) => document.name));
    for (const question of corpus.questions)
      expect(names.has(question.document), question.question).toBe(true);
  });

  it('finds the right passage among the first five for at least 80% of the questions, by words alone', () => {
    const result = evaluateLexicalRecall(corpus, { k: 5 });
    const missed = result.misses.map((miss) => miss.question).join('; ');
    expect(result.recall, `missed: ${missed}`).toBeGreaterThanOrEqual(0.8);
  });
});

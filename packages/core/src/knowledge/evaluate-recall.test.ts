import { describe, expect, it } from 'vitest';
import { evaluateLexicalRecall, type RetrievalCorpus } from './evaluate-recall.ts';

const corpus: RetrievalCorpus = {
  documents: [
    {
      name: 'garden',
      document: { blocks: [{ kind: 'text', text: 'Tomatoes need full sun and deep watering.' }] },
    },
    { name: 'kitchen', document: { blocks: [{ kind: 'text', text: 'Knives stay sharp on a whetstone.' }] } },
  ],
  questions: [
    { question: 'How much sun do tomatoes need?', document: 'garden', phrase: 'full  SUN' },
    { question: 'How do I keep knives sharp?', document: 'kitchen', phrase: 'whetstone' },
    { question: 'Where do tomatoes grow?', document: 'kitchen', phrase: 'whetstone' },
  ],
};

describe('evaluateLexicalRecall', () => {
  it('counts a question answered when a passage of the right document holds the phrase', () => {
    const result = evaluateLexicalRecall(corpus, { k: 5 });
    expect(result.chunkCount).toBe(2);
    expect(result.questionCount).toBe(3);
    expect(result.recall).toBeCloseTo(2 / 3);
    expect(result.misses).toEqual([
      {
        question: 'Where do tomatoes grow?',
        document: 'kitchen',
        phrase: 'whetstone',
        returned: ['Tomatoes need full sun and deep watering.'],
      },
    ]);
  });

  it('answers zero recall for no questions', () => {
    expect(evaluateLexicalRecall({ documents: corpus.documents, questions: [] }, { k: 5 }).recall).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { cosineTopK, rankHybrid } from './rank-hybrid.ts';

describe('rankHybrid', () => {
  it('puts a chunk found by both rankings above chunks found by one', () => {
    const lexical = [
      { chunkID: 'a', score: 9 },
      { chunkID: 'b', score: 5 },
    ];
    const vector = [
      { chunkID: 'c', score: 0.9 },
      { chunkID: 'b', score: 0.8 },
    ];
    expect(rankHybrid(lexical, vector).map((entry) => entry.chunkID)).toEqual(['b', 'a', 'c']);
  });

  it('scores by reciprocal rank, 1 / (k + rank)', () => {
    const [only] = rankHybrid([{ chunkID: 'a', score: 100 }], [{ chunkID: 'a', score: 0.1 }], { k: 10 });
    expect(only?.score).toBeCloseTo(2 / 11);
  });

  it('keeps the lexical order on ties and counts a duplicate only once', () => {
    const fused = rankHybrid(
      [
        { chunkID: 'x', score: 3 },
        { chunkID: 'x', score: 2 },
      ],
      [{ chunkID: 'y', score: 1 }],
    );
    expect(fused.map((entry) => entry.chunkID)).toEqual(['x', 'y']);
    expect(fused[0]?.score).toBeCloseTo(1 / 61);
  });

  it('returns the other ranking when one is empty', () => {
    expect(rankHybrid([], [{ chunkID: 'v', score: 0.5 }]).map((entry) => entry.chunkID)).toEqual(['v']);
  });
});

describe('cosineTopK', () => {
  const vectors = [
    { chunkID: 'same', embedding: new Float32Array([2, 0]) },
    { chunkID: 'opposite', embedding: new Float32Array([-1, 0]) },
    { chunkID: 'diagonal', embedding: new Float32Array([1, 1]) },
    { chunkID: 'zero', embedding: new Float32Array([0, 0]) },
    { chunkID: 'other-model', embedding: new Float32Array([1, 0, 0]) },
  ];

  it('ranks by cosine, best first, and keeps k', () => {
    const ranked = cosineTopK(new Float32Array([1, 0]), vectors, 2);
    expect(ranked.map((entry) => entry.chunkID)).toEqual(['same', 'diagonal']);
    expect(ranked[0]?.score).toBeCloseTo(1);
    expect(ranked[1]?.score).toBeCloseTo(Math.SQRT1_2);
  });

  it('skips zero vectors and vectors of another length', () => {
    const ranked = cosineTopK(new Float32Array([1, 0]), vectors, 10);
    expect(ranked.map((entry) => entry.chunkID)).toEqual(['same', 'diagonal', 'opposite']);
  });

  it('answers nothing for a zero query or k of zero', () => {
    expect(cosineTopK(new Float32Array([0, 0]), vectors, 3)).toEqual([]);
    expect(cosineTopK(new Float32Array([1, 0]), vectors, 0)).toEqual([]);
  });
});

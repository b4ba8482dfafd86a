import { describe, expect, it } from 'vitest';
import { contextWarning, costOfUsage, estimateTokens } from '../../src/models/index.ts';

describe('costOfUsage', () => {
  const pricing = { inputPerMillionTokens: 2.5, outputPerMillionTokens: 10 };

  it('prices input and output tokens per million', () => {
    expect(costOfUsage({ inputTokens: 1_000_000, outputTokens: 1_000_000 }, pricing)).toBeCloseTo(12.5);
    expect(costOfUsage({ inputTokens: 2_000, outputTokens: 500 }, pricing)).toBeCloseTo(0.01);
  });

  it('treats missing counts as zero and ignores negative ones', () => {
    expect(costOfUsage({ outputTokens: 100_000 }, pricing)).toBeCloseTo(1);
    expect(costOfUsage({}, pricing)).toBe(0);
    expect(costOfUsage({ inputTokens: -5 }, pricing)).toBe(0);
  });

  it('is unknown, not free, without a price', () => {
    expect(costOfUsage({ inputTokens: 10 }, undefined)).toBeUndefined();
  });
});

describe('estimateTokens', () => {
  it('counts about four characters per token, rounding up', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abc')).toBe(1);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
    expect(estimateTokens('x'.repeat(4000))).toBe(1000);
  });
});

describe('contextWarning', () => {
  it('warns from 80 % of the window and says when it is exceeded', () => {
    expect(contextWarning(0, 1000)).toBe('none');
    expect(contextWarning(799, 1000)).toBe('none');
    expect(contextWarning(800, 1000)).toBe('near');
    expect(contextWarning(1000, 1000)).toBe('near');
    expect(contextWarning(1001, 1000)).toBe('over');
  });

  it('never warns for an unknown window', () => {
    expect(contextWarning(1_000_000, 0)).toBe('none');
  });
});

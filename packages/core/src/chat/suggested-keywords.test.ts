import { describe, expect, it } from 'vitest';
import {
  parseSuggestedKeywords,
  suggestedKeywordsPrompt,
  suggestedKeywordsRequestMessages,
} from './index.ts';

describe('parseSuggestedKeywords', () => {
  it('reads a JSON array, also inside a code fence or with words around it', () => {
    expect(parseSuggestedKeywords('["Kyoto temples", "Fushimi Inari", "Zen gardens"]')).toEqual([
      'Kyoto temples',
      'Fushimi Inari',
      'Zen gardens',
    ]);
    expect(parseSuggestedKeywords('Sure!\n```json\n["a b", "c d"]\n```')).toEqual(['a b', 'c d']);
  });

  it('reads lines and list items when there is no array', () => {
    expect(parseSuggestedKeywords('1. **Kyoto temples**\n- "Zen gardens"\n\n* tea ceremony.\n---')).toEqual([
      'Kyoto temples',
      'Zen gardens',
      'tea ceremony',
    ]);
  });

  it('keeps at most five distinct keywords of at most 60 characters, dropping non-strings', () => {
    const long = 'x'.repeat(61);
    const text = JSON.stringify(['One', 'one', 2, long, 'Two', 'Three', 'Four', 'Five', 'Six', '  ']);
    expect(parseSuggestedKeywords(text)).toEqual(['One', 'Two', 'Three', 'Four', 'Five']);
    expect(parseSuggestedKeywords('x'.repeat(60))).toEqual(['x'.repeat(60)]);
  });

  it('gives nothing for an empty or unusable answer, and a broken array falls back to lines', () => {
    expect(parseSuggestedKeywords('')).toEqual([]);
    expect(parseSuggestedKeywords('[]')).toEqual([]);
    expect(parseSuggestedKeywords('["open')).toEqual(['open']);
  });
});

describe('suggestedKeywordsRequestMessages', () => {
  it('sends the answer, cut when long, then the instruction', () => {
    const [message] = suggestedKeywordsRequestMessages('y'.repeat(5000));
    expect(message?.content.endsWith(suggestedKeywordsPrompt)).toBe(true);
    expect(message?.content).toContain(`${'y'.repeat(4000)}…`);
  });
});

import { describe, expect, it } from 'vitest';
import { foldText, foldWithOrigins } from './fold-text.ts';
import { hasWordStartingWith, queryWords } from './search-terms.ts';

describe('foldText', () => {
  it('removes case and accents', () => {
    expect(foldText('Crème Brûlée ÉTÉ Ñandú')).toBe('creme brulee ete nandu');
  });

  it('leaves ASCII text as lower case', () => {
    expect(foldText('Sourdough STARTER')).toBe('sourdough starter');
  });
});

describe('foldWithOrigins', () => {
  it('maps each folded unit back to the original text', () => {
    const text = 'e\u0301té crème';
    const { folded, origins } = foldWithOrigins(text);
    expect(folded).toBe('ete creme');
    // The decomposed é (two units) folds to one unit; the units after it point past it.
    expect(text.slice(origins[4] ?? 0)).toBe('crème');
  });
});

describe('queryWords', () => {
  it('folds, splits on punctuation and drops duplicates', () => {
    expect(queryWords('  Crème, crème brûlée! ')).toEqual(['creme', 'brulee']);
  });
});

describe('hasWordStartingWith', () => {
  it('matches only at the start of a word', () => {
    expect(hasWordStartingWith('sourdough starter', 'sour')).toBe(true);
    expect(hasWordStartingWith('sourdough starter', 'dough')).toBe(false);
    expect(hasWordStartingWith('a (sourdough)', 'sour')).toBe(true);
  });
});

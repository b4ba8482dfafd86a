import { describe, expect, it } from 'vitest';
import { countTokens, splitIntoChunks } from '../src/index.ts';
import { chunksOf } from '../src/mock-provider/token-count.ts';

describe('the token rule', () => {
  it('counts one token per whitespace-separated word', () => {
    expect(countTokens('')).toBe(0);
    expect(countTokens('   ')).toBe(0);
    expect(countTokens('Hello there, world')).toBe(3);
    expect(countTokens('  line one\nline two ')).toBe(4);
  });

  it('splits into words that join back to the exact text', () => {
    const text = '  Hello  there,\nworld ';
    const chunks = splitIntoChunks(text, { size: 1, unit: 'word' });
    expect(chunks).toEqual(['  Hello  ', 'there,\n', 'world ']);
    expect(splitIntoChunks(text, { size: 2, unit: 'word' })).toEqual(['  Hello  there,\n', 'world ']);
  });

  it('splits characters by code point so emoji stay whole', () => {
    expect(splitIntoChunks('a👋b', { size: 1, unit: 'character' })).toEqual(['a', '👋', 'b']);
    expect(splitIntoChunks('', { size: 1, unit: 'character' })).toEqual([]);
  });
});

describe('chunksOf', () => {
  it('cuts one delta at a time, joining back to the exact text', () => {
    const texts = ['', '   ', '  Hello  there,\nworld ', 'a👋b c', 'one two three four five'];
    for (const text of texts) {
      for (const unit of ['word', 'character'] as const) {
        for (const size of [1, 2, 3]) expect([...chunksOf(text, { size, unit })].join('')).toBe(text);
      }
    }
    expect([...chunksOf('   ', { size: 1, unit: 'word' })]).toEqual(['   ']);
    expect([...chunksOf('one two three', { size: 2, unit: 'word' })]).toEqual(['one two ', 'three']);
    expect([...chunksOf('a👋bc', { size: 3, unit: 'character' })]).toEqual(['a👋b', 'c']);
  });
});

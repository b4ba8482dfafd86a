import { describe, expect, it } from 'vitest';
import { customSearchAddressProblem, keywordSearchURL } from './keyword-search.ts';

describe('keywordSearchURL', () => {
  it('opens each named engine with the keyword encoded', () => {
    expect(keywordSearchURL('google', 'Kyoto temples')).toBe(
      'https://www.google.com/search?q=Kyoto%20temples',
    );
    expect(keywordSearchURL('ddg', 'C++ & Rust')).toBe('https://duckduckgo.com/?q=C%2B%2B%20%26%20Rust');
    expect(keywordSearchURL('bing', 'Zürich #1')).toBe('https://www.bing.com/search?q=Z%C3%BCrich%20%231');
    expect(keywordSearchURL('brave', 'a/b?c=d')).toBe('https://search.brave.com/search?q=a%2Fb%3Fc%3Dd');
  });

  it('puts the keyword at every %s of a custom address', () => {
    expect(keywordSearchURL('https://search.example/?q=%s&ref=%s', 'x y')).toBe(
      'https://search.example/?q=x%20y&ref=x%20y',
    );
    expect(keywordSearchURL(' https://search.example/find/%s ', '50%')).toBe(
      'https://search.example/find/50%25',
    );
  });

  it('falls back to Google for an address that is not (or no longer) usable', () => {
    expect(keywordSearchURL('http://search.example/?q=%s', 'x')).toBe('https://www.google.com/search?q=x');
    expect(keywordSearchURL('javascript:alert(%s)', 'x')).toBe('https://www.google.com/search?q=x');
    expect(keywordSearchURL('', 'x')).toBe('https://www.google.com/search?q=x');
  });
});

describe('customSearchAddressProblem', () => {
  it('accepts an https address containing %s', () => {
    expect(customSearchAddressProblem('https://search.example/?q=%s')).toBeUndefined();
  });

  it('names what is wrong', () => {
    expect(customSearchAddressProblem('  ')).toBe('empty');
    expect(customSearchAddressProblem('http://search.example/?q=%s')).toBe('notHTTPS');
    expect(customSearchAddressProblem('search.example/?q=%s')).toBe('notHTTPS');
    expect(customSearchAddressProblem('https://search.example/')).toBe('noPlaceholder');
    expect(customSearchAddressProblem(`https://search.example/?q=%s&p=${'a'.repeat(2000)}`)).toBe('tooLong');
  });
});

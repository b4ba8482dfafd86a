import { describe, expect, it } from 'vitest';
import { orgApiBase } from './org-api.ts';

describe('orgApiBase', () => {
  it('keeps calls on this origin when the host names no organisation host', () => {
    expect(orgApiBase({})).toBe('');
    expect(orgApiBase({ orgURL: '  ' })).toBe('');
  });

  it('prefixes calls with an https orgURL, without a trailing slash, query or fragment', () => {
    expect(orgApiBase({ orgURL: 'https://org.example.com/' })).toBe('https://org.example.com');
    expect(orgApiBase({ orgURL: 'https://org.example.com/confab/?x=1#y' })).toBe(
      'https://org.example.com/confab',
    );
  });

  it('allows plain http only on loopback', () => {
    expect(orgApiBase({ orgURL: 'http://127.0.0.1:8787' })).toBe('http://127.0.0.1:8787');
    expect(orgApiBase({ orgURL: 'http://org.example.com' })).toBe('');
  });

  it('ignores addresses that are not plain web origins', () => {
    expect(orgApiBase({ orgURL: 'javascript:alert(1)' })).toBe('');
    expect(orgApiBase({ orgURL: 'not a url' })).toBe('');
    expect(orgApiBase({ orgURL: 'https://user:pass@org.example.com' })).toBe('');
  });
});

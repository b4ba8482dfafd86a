import { describe, expect, it } from 'vitest';
import { offeredLanguages, offeredLocale } from './locales.ts';

describe("the host's enabledLanguages", () => {
  it.each([
    [undefined, ['en', 'de', 'fr']],
    [[], ['en', 'de', 'fr']],
    [['fr'], ['en', 'fr']],
    [
      ['de', 'xx'],
      ['en', 'de'],
    ],
  ])('%o offers %o (English always stays)', (enabled, expected) => {
    expect(offeredLanguages(enabled).map((language) => language.locale)).toEqual(expected);
  });
});

describe('the start language on a host with enabledLanguages', () => {
  it('keeps a language the host offers and starts one it does not in English', () => {
    expect(offeredLocale('de', undefined)).toBe('de');
    expect(offeredLocale('de', ['de'])).toBe('de');
    expect(offeredLocale('de', ['fr'])).toBe('en');
  });
});

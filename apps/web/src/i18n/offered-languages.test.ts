import { describe, expect, it } from 'vitest';
import { offeredLanguages } from './locales.ts';

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

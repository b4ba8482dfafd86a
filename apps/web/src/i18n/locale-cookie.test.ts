import { describe, expect, it } from 'vitest';
import { formatLocaleCookie, readLocaleCookie } from './locale-cookie.ts';
import { supportedLocale } from './locales.ts';

describe('locale cookie', () => {
  it('is written for 30 days', () => {
    expect(formatLocaleCookie('en')).toBe('locale=en; Max-Age=2592000; Path=/; SameSite=Lax');
  });

  it('is read back among other cookies', () => {
    expect(readLocaleCookie('a=1; locale=en; b=2')).toBe('en');
    expect(readLocaleCookie('a=1')).toBeUndefined();
  });

  it('falls back to English for languages without a catalogue', () => {
    expect(supportedLocale('en-GB')).toBe('en');
    expect(supportedLocale('xx')).toBe('en');
    expect(supportedLocale(undefined)).toBe('en');
  });
});

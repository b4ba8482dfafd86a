import { describe, expect, it } from 'vitest';
import { profileInitials, safePictureURL } from './profile-picture.ts';

describe('profile pictures', () => {
  it('loads only web addresses and small inline raster images', () => {
    expect(safePictureURL('https://example.test/a.png')).toBe('https://example.test/a.png');
    expect(safePictureURL('data:image/jpeg;base64,/9j/4AAQ')).toBe('data:image/jpeg;base64,/9j/4AAQ');
    expect(safePictureURL('javascript:alert(1)')).toBeUndefined();
    expect(safePictureURL('data:image/svg+xml;base64,PHN2Zz4=')).toBeUndefined();
    expect(safePictureURL('data:text/html;base64,PGI+')).toBeUndefined();
    expect(safePictureURL(`data:image/png;base64,${'A'.repeat(300_000)}`)).toBeUndefined();
    expect(safePictureURL('')).toBeUndefined();
  });

  it('falls back to up to two initials', () => {
    expect(profileInitials('Ana Lima Souza')).toBe('AL');
    expect(profileInitials(' émile ')).toBe('É');
    expect(profileInitials('')).toBe('');
  });
});

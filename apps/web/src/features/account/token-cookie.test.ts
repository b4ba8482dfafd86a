import { describe, expect, it } from 'vitest';
import { clearTokenCookie, readTokenCookie, tokenCookieName, writeTokenCookie } from './token-cookie.ts';

describe('token cookie', () => {
  it('writes the token for 180 days, same-site none and secure, and reads it back', () => {
    const jar = { cookie: '' };
    writeTokenCookie('abc-_123', jar);
    expect(jar.cookie).toBe(`${tokenCookieName}=abc-_123; Max-Age=15552000; Path=/; SameSite=None; Secure`);
    expect(readTokenCookie({ cookie: `theme=dark; ${tokenCookieName}=abc-_123; other=1` })).toBe('abc-_123');
  });

  it('reads nothing when absent or cleared', () => {
    expect(readTokenCookie({ cookie: 'theme=dark' })).toBeUndefined();
    expect(readTokenCookie({ cookie: `${tokenCookieName}=` })).toBeUndefined();
    const jar = { cookie: '' };
    clearTokenCookie(jar);
    expect(jar.cookie).toContain('Max-Age=0');
  });
});

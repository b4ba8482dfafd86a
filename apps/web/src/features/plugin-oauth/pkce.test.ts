import { describe, expect, it } from 'vitest';
import { codeChallengeS256, randomURLSafeText } from './pkce.ts';

describe('PKCE', () => {
  it('derives the S256 challenge of RFC 7636 appendix B', async () => {
    expect(await codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes verifiers and states of 43 unreserved characters, different every time', () => {
    const first = randomURLSafeText();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomURLSafeText()).not.toBe(first);
  });
});

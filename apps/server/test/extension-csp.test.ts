import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  extensionOriginsCookie,
  extensionScriptOrigins,
  isExtensionScriptOrigin,
  maxExtensionOrigins,
} from '../src/http/content-security-policy.ts';
import { securityHeaders } from '../src/http/security-headers.ts';

function cookieOf(origins: string[]): string {
  return `other=1; ${extensionOriginsCookie}=${encodeURIComponent(origins.join(' '))}; last=2`;
}

function scriptSources(policy: string | null): string[] {
  const directive = (policy ?? '').split(';').find((part) => part.trim().startsWith('script-src '));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

describe('extension script origins in the CSP', () => {
  it('accepts plain https origins and loopback http, nothing else', () => {
    expect(isExtensionScriptOrigin('https://cdn.example.com')).toBe(true);
    expect(isExtensionScriptOrigin('https://xn--bcher-kva.example:8443')).toBe(true);
    expect(isExtensionScriptOrigin('http://127.0.0.1:5173')).toBe(true);
    expect(isExtensionScriptOrigin('http://localhost')).toBe(true);
    for (const refused of [
      'http://example.com',
      'https://example.com/path',
      'https://*.example.com',
      "'unsafe-inline'",
      'https://example.com; script-src *',
      'https://EXAMPLE.com',
      'https://example.com:99999',
      'https://user@example.com',
      'data:',
      '*',
    ]) {
      expect(isExtensionScriptOrigin(refused), refused).toBe(false);
    }
  });

  it('reads the cookie strictly: bad entries dropped, duplicates merged, at most the limit', () => {
    const many = Array.from(
      { length: maxExtensionOrigins + 5 },
      (_, index) => `https://s${String(index)}.test`,
    );
    expect(extensionScriptOrigins(cookieOf(many))).toHaveLength(maxExtensionOrigins);
    expect(
      extensionScriptOrigins(
        cookieOf(['https://a.test', "'unsafe-eval'", 'https://a.test', 'https://b.test']),
      ),
    ).toEqual(['https://a.test', 'https://b.test']);
    expect(extensionScriptOrigins(`${extensionOriginsCookie}=%E0%A4%A`)).toEqual([]);
    expect(extensionScriptOrigins(undefined)).toEqual([]);
  });

  it("adds the origins to the app document's script-src, except in safe mode and in frames", async () => {
    const app = new Hono();
    app.use(securityHeaders());
    app.get('*', (context) => context.html('<p>app</p>'));
    const cookie = cookieOf(['https://ext.example.com', 'https://evil.example.com/x.js']);
    const page = await app.request('/', { headers: { cookie } });
    const sources = scriptSources(page.headers.get('Content-Security-Policy'));
    expect(sources).toEqual(["'self'", 'https://ext.example.com']);
    const safe = await app.request('/?safe_mode', { headers: { cookie } });
    expect(scriptSources(safe.headers.get('Content-Security-Policy'))).toEqual(["'self'"]);
    const frame = await app.request('/sandbox/artifact.html', { headers: { cookie } });
    expect(scriptSources(frame.headers.get('Content-Security-Policy'))).not.toContain(
      'https://ext.example.com',
    );
    const plain = await app.request('/');
    expect(scriptSources(plain.headers.get('Content-Security-Policy'))).toEqual(["'self'"]);
  });
});

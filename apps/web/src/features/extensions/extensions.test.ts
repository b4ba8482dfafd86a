import { describe, expect, it, vi } from 'vitest';
import { checkExtensionURL, extensionOrigins } from './extension-url.ts';
import { extensionOriginsCookie, extensionOriginsCookieLine, readExtensions } from './extension-store.ts';
import { probeExtensionScript } from './probe-extension-script.ts';

describe('extension URLs (spec §5)', () => {
  it('refuses an empty entry, a duplicate, and anything but https or loopback http', () => {
    expect(checkExtensionURL('   ', [])).toEqual({ ok: false, problem: 'empty' });
    expect(checkExtensionURL(' https://cdn.test/a.js ', ['https://cdn.test/a.js'])).toEqual({
      ok: false,
      problem: 'duplicate',
    });
    for (const input of [
      'cdn.test/a.js',
      'http://cdn.test/a.js',
      'javascript:alert(1)',
      'https://u:p@cdn.test/a.js',
    ]) {
      expect(checkExtensionURL(input, []), input).toEqual({ ok: false, problem: 'invalid' });
    }
    expect(checkExtensionURL(' https://CDN.test/a.js ', [])).toEqual({
      ok: true,
      url: 'https://cdn.test/a.js',
    });
    expect(checkExtensionURL('http://127.0.0.1:8080/x.js', [])).toEqual({
      ok: true,
      url: 'http://127.0.0.1:8080/x.js',
    });
  });

  it('lists each origin once, for the CSP cookie', () => {
    const urls = ['https://a.test/1.js', 'https://a.test/2.js', 'http://localhost:3000/x.js'];
    expect(extensionOrigins(urls)).toEqual(['https://a.test', 'http://localhost:3000']);
    const line = extensionOriginsCookieLine(urls);
    expect(
      line.startsWith(`${extensionOriginsCookie}=https%3A%2F%2Fa.test%20http%3A%2F%2Flocalhost%3A3000;`),
    ).toBe(true);
    expect(line).toContain('Secure');
    expect(line).toContain('SameSite=Strict');
    expect(extensionOriginsCookieLine([])).toContain('Max-Age=0');
  });

  it('reads a stored list, and nothing from a damaged one', () => {
    const stored = { version: 1, scripts: [{ url: 'https://a.test/1.js', addedAt: 1 }] };
    expect(readExtensions({ getItem: () => JSON.stringify(stored) })).toEqual(stored.scripts);
    expect(readExtensions({ getItem: () => '{not json' })).toEqual([]);
    expect(readExtensions({ getItem: () => JSON.stringify({ version: 2, scripts: [] }) })).toEqual([]);
  });
});

describe('probing a script before it is trusted', () => {
  it('fails on a 404 seen through CORS and on a network failure, passes an opaque answer', async () => {
    const notFound = vi.fn(() => Promise.resolve(new Response('', { status: 404 })));
    expect(await probeExtensionScript('https://a.test/x.js', notFound)).toBe(false);
    const noCors = vi.fn((_url: string, init?: RequestInit) =>
      init?.mode === 'cors' ? Promise.reject(new TypeError('CORS')) : Promise.resolve(new Response(null)),
    );
    expect(await probeExtensionScript('https://a.test/x.js', noCors as typeof fetch)).toBe(true);
    const down = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await probeExtensionScript('https://a.test/x.js', down)).toBe(false);
  });
});

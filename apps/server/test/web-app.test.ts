import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppMissingMessage } from '../src/static/serve-web-app.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createTemporaryDirectory, type TemporaryDirectory } from './helpers/temporary-directory.ts';

const indexHtml = '<!doctype html><title>Confab</title><div id="root"></div>';

describe('web app serving', () => {
  let webDist: TemporaryDirectory;
  let testApp: TestApp;

  beforeAll(async () => {
    webDist = createTemporaryDirectory('web-dist');
    mkdirSync(path.join(webDist.path, 'assets'));
    writeFileSync(path.join(webDist.path, 'index.html'), indexHtml);
    writeFileSync(path.join(webDist.path, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(webDist.path, 'manifest.webmanifest'), '{}');
    writeFileSync(path.join(webDist.path, 'assets/main-abc123.js'), 'console.log("app");');
    writeFileSync(path.join(webDist.path, 'assets/kept-abc123.js'), 'console.log("plain");');
    writeFileSync(path.join(webDist.path, 'assets/kept-abc123.js.br'), 'brotli bytes');
    writeFileSync(path.join(webDist.path, 'assets/ranged-abc123.js'), '0123456789');
    writeFileSync(
      path.join(webDist.path, 'assets/big-abc123.js'),
      'console.log("a fairly repetitive line");\n'.repeat(200),
    );
    testApp = await createTestApp({ webDistDir: webDist.path });
  });

  afterAll(async () => {
    await testApp.close();
    webDist.remove();
  });

  it('serves index.html at / without long caching', async () => {
    const response = await testApp.app.request('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(await response.text()).toBe(indexHtml);
  });

  it.each([
    '/privacy',
    '/terms',
    '/faqs',
    '/contact',
    '/ideas',
    '/changelog',
    '/changelog/',
    '/share-pdf',
    '/plugin-oauth/callback',
    '/admin',
    '/admin/onboarding',
    '/admin/billing/subscribe',
  ])('serves index.html for the app page %s', async (route) => {
    const response = await testApp.app.request(route);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(indexHtml);
  });

  it.each(['/settings/profile', '/no-such-page', '/privacy/extra', '/admin/other'])(
    'answers the unknown page %s with index.html and status 404, where the app draws "not found"',
    async (route) => {
      const response = await testApp.app.request(route);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(indexHtml);
    },
  );

  it('compresses assets for clients that accept gzip', async () => {
    const response = await testApp.app.request('/assets/big-abc123.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const compressed = await response.arrayBuffer();
    expect(compressed.byteLength).toBeLessThan(1000);
  });

  it('caches hashed assets for a year and lets the opaque-origin diagram frame load them', async () => {
    const response = await testApp.app.request('/assets/main-abc123.js', { headers: { origin: 'null' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('keeps a hashed asset in memory once read, per accepted encoding, with the headers it had from disk', async () => {
    const brotli = await testApp.app.request('/assets/kept-abc123.js', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    const plain = await testApp.app.request('/assets/kept-abc123.js');
    rmSync(path.join(webDist.path, 'assets/kept-abc123.js'));
    rmSync(path.join(webDist.path, 'assets/kept-abc123.js.br'));
    for (const [response, body, encoding] of [
      [brotli, 'brotli bytes', 'br'],
      [plain, 'console.log("plain");', null],
    ] as const) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-length')).toBe(String(body.length));
      expect(response.headers.get('last-modified')).not.toBeNull();
      expect(await response.text()).toBe(body);
    }
    // Gone from disk: served from memory.
    const again = await testApp.app.request('/assets/kept-abc123.js', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(again.headers.get('content-encoding')).toBe('br');
    expect(await again.text()).toBe('brotli bytes');
  });

  it('answers a range request from disk, as before', async () => {
    await testApp.app.request('/assets/ranged-abc123.js');
    const response = await testApp.app.request('/assets/ranged-abc123.js', {
      headers: { range: 'bytes=2-4' },
    });
    expect(response.status).toBe(206);
    expect(await response.text()).toBe('234');
  });

  it('serves the service worker uncached with a root scope allowance', async () => {
    const response = await testApp.app.request('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('service-worker-allowed')).toBe('/');
  });

  it('serves other files with revalidation', async () => {
    const response = await testApp.app.request('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(['/assets/missing-999.js', '/missing.png', '/api/unknown'])(
    'answers 404 for %s instead of HTML',
    async (route) => {
      const response = await testApp.app.request(route);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBeNull();
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(await response.json()).toEqual({ userMessage: 'Not found.' });
    },
  );

  it('does not serve files outside the build folder', async () => {
    const response = await testApp.app.request('/..%2f..%2fetc%2fpasswd');
    expect(await response.text()).not.toContain('root:');
  });

  it('keeps API routes ahead of the fallback', async () => {
    const response = await testApp.app.request('/api/version');
    expect(await response.json()).toEqual({ vercelGitSHA: 'test-sha' });
  });
});

describe('web app serving without a build', () => {
  it('answers / with a notice to build the web app', async () => {
    const testApp = await createTestApp({ webDistDir: '/nonexistent/confab-web-dist' });
    try {
      const response = await testApp.app.request('/');
      expect(response.status).toBe(503);
      expect(await response.text()).toBe(webAppMissingMessage);
      expect((await testApp.app.request('/api/version')).status).toBe(200);
    } finally {
      await testApp.close();
    }
  });
});

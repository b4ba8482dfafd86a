import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildContentSecurityPolicy,
  buildDiagramFrameContentSecurityPolicy,
  buildPluginFrameContentSecurityPolicy,
  buildSandboxContentSecurityPolicy,
  diagramFramePath,
  pluginFramePath,
  transformFramePath,
} from '../src/http/content-security-policy.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

function directivesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('security headers', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      registerRoutes: (app) => {
        app.get('/api/test/fail', () => {
          throw new Error('boom');
        });
      },
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it.each(['/api/version', '/config.json', '/api/missing', '/api/test/fail', '/'])(
    'are on the answer to %s',
    async (path) => {
      const response = await testApp.app.request(path);
      expect(response.headers.get('content-security-policy')).toBe(buildContentSecurityPolicy());
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('permissions-policy')).toContain('microphone=(self)');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    },
  );

  it('lets the browser reach providers, local model servers and the e2e mock provider', () => {
    const directives = directivesOf(buildContentSecurityPolicy());
    expect(directives.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https:', 'http://127.0.0.1:*', 'http://localhost:*']),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('builds an extended policy without repeating sources', () => {
    const directives = directivesOf(
      buildContentSecurityPolicy({
        'script-src': ["'self'", "'wasm-unsafe-eval'"],
        'manifest-src': ["'self'"],
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(directives.get('manifest-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
  });
});

describe('security headers of the sandboxed frames', () => {
  let testApp: TestApp;
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = await mkdtemp(path.join(tmpdir(), 'confab-sandbox-'));
    await mkdir(path.join(webDistDir, 'sandbox'));
    await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(
      path.join(webDistDir, 'sandbox', 'artifact.html'),
      '<!doctype html><script src="artifact-frame.js"></script>',
    );
    testApp = await createTestApp({ webDistDir });
  });

  afterAll(async () => {
    await testApp.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  it('serves /sandbox/ documents with a policy that runs inline script but reaches no network', async () => {
    const response = await testApp.app.request('/sandbox/artifact.html');
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toBe(buildSandboxContentSecurityPolicy());
    const directives = directivesOf(policy);
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('script-src')).toEqual(
      expect.arrayContaining(["'unsafe-inline'", "'unsafe-eval'", 'blob:', 'data:']),
    );
    expect(directives.get('connect-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
    expect(directives.get('sandbox')).toEqual(['allow-scripts']);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('serves the diagram frame with a policy that loads nothing from elsewhere', async () => {
    const response = await testApp.app.request(diagramFramePath);
    const directives = directivesOf(response.headers.get('content-security-policy') ?? '');
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('img-src')).toEqual(['data:']);
    expect(directives.get('connect-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
    expect(directives.get('sandbox')).toEqual(['allow-scripts']);
  });

  it('serves the plugin frame with the sandbox policy plus https calls and blob: workers', async () => {
    const response = await testApp.app.request(pluginFramePath);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toBe(buildPluginFrameContentSecurityPolicy());
    const directives = directivesOf(policy);
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('connect-src')).toEqual(['https:']);
    expect(directives.get('worker-src')).toEqual(['blob:']);
    expect(directives.get('img-src')).toEqual(['data:', 'blob:']);
    expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
    expect(directives.get('sandbox')).toEqual(['allow-scripts']);
  });

  it('serves the transform frame with eval but no network, inside the sandbox', async () => {
    const response = await testApp.app.request(transformFramePath);
    const directives = directivesOf(response.headers.get('content-security-policy') ?? '');
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('script-src')).toEqual(["'self'", "'unsafe-eval'"]);
    expect(directives.get('connect-src')).toEqual(["'none'"]);
    expect(directives.get('sandbox')).toEqual(['allow-scripts']);
  });

  it.each([
    ['the artifact frame', buildSandboxContentSecurityPolicy()],
    ['the diagram frame', buildDiagramFrameContentSecurityPolicy()],
  ])('gives %s no source outside data:, blob: and its own origin', (_frame, policy) => {
    for (const [name, sources] of directivesOf(policy)) {
      if (name === 'sandbox') continue;
      for (const source of sources) {
        expect(`${name} ${source}`).toMatch(/ ('none'|'self'|'unsafe-inline'|'unsafe-eval'|data:|blob:)$/);
      }
    }
  });

  it('keeps the app policy everywhere else, near-miss paths included', async () => {
    for (const requestPath of [
      '/',
      '/sandbox',
      '/sandboxed/x.html',
      '/assets/sandbox/x.js',
      '/mermaid-frame.htm',
    ]) {
      const response = await testApp.app.request(requestPath);
      expect(response.headers.get('content-security-policy')).toBe(buildContentSecurityPolicy());
    }
    const appScripts = directivesOf(buildContentSecurityPolicy()).get('script-src');
    expect(appScripts).toEqual(["'self'"]);
  });
});

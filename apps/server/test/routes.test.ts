import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  defaultHostConfig,
  errorResponseSchema,
  healthResponseSchema,
  hostConfigSchema,
  versionResponseSchema,
} from '@confab/core/protocol';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

describe('routes', () => {
  let testApp: TestApp;

  beforeEach(async () => {
    testApp = await createTestApp({ hostConfig: { ...defaultHostConfig, brand: 'Acme Chat' } });
  });

  afterEach(async () => {
    await testApp.close();
  });

  it('GET /api/version answers the running version in the spec field', async () => {
    const response = await testApp.app.request('/api/version');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(versionResponseSchema.parse(await response.json())).toEqual({ vercelGitSHA: 'test-sha' });
  });

  it('GET /config.json answers the host config', async () => {
    const response = await testApp.app.request('/config.json');
    expect(response.status).toBe(200);
    const hostConfig = hostConfigSchema.parse(await response.json());
    expect(hostConfig.brand).toBe('Acme Chat');
    expect(hostConfig.hosted).toBe(false);
  });

  it('GET /config.json names the user from the proxy header only when the operator trusts that header', async () => {
    const header = { 'x-forwarded-email': 'grace@org.example' };
    const plain = hostConfigSchema.parse(
      await (await testApp.app.request('/config.json', { headers: header })).json(),
    );
    expect(plain.currentUser).toBeUndefined();

    const behindProxy = await createTestApp({ trustedEmailHeader: 'x-forwarded-email' });
    try {
      const named = await behindProxy.app.request('/config.json', { headers: header });
      expect(named.headers.get('vary')).toContain('x-forwarded-email');
      expect(hostConfigSchema.parse(await named.json()).currentUser).toEqual({ email: 'grace@org.example' });
      const garbage = await behindProxy.app.request('/config.json', {
        headers: { 'x-forwarded-email': 'not an address' },
      });
      expect(hostConfigSchema.parse(await garbage.json()).currentUser).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });

  it('GET /api/health checks the database', async () => {
    const response = await testApp.app.request('/api/health');
    expect(response.status).toBe(200);
    expect(healthResponseSchema.parse(await response.json())).toEqual({ ok: true });
  });

  it('GET /api/health answers 503 with a userMessage when the database is gone', async () => {
    await testApp.testDatabase.database.destroy();
    const response = await testApp.app.request('/api/health');
    expect(response.status).toBe(503);
    expect(errorResponseSchema.parse(await response.json()).userMessage).toMatch(/database/i);
  });

  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/nothing-here'],
    ['POST', '/api/version'],
    ['DELETE', '/config.json'],
  ])('%s %s answers 404 as JSON', async (method, path) => {
    const response = await testApp.app.request(path, { method });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ userMessage: 'Not found.' });
  });
});

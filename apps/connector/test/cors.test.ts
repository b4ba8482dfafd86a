import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningConnector } from '../src/start-connector.ts';
import { appOrigin, rawRequest, startTestConnector, testToken } from './helpers.ts';

let connector: RunningConnector;
let host: string;

beforeAll(async () => {
  connector = await startTestConnector();
  host = new URL(connector.url).host;
});

afterAll(async () => {
  await connector.close();
});

const preflightHeaders = (origin: string) => ({
  Host: host,
  Origin: origin,
  'Access-Control-Request-Method': 'POST',
  'Access-Control-Request-Headers': 'authorization, content-type',
  'Access-Control-Request-Private-Network': 'true',
});

describe('CORS and Private Network Access', () => {
  it("answers the app origin's preflight, Private Network Access included", async () => {
    const answer = await rawRequest(connector, {
      method: 'OPTIONS',
      path: '/start',
      headers: preflightHeaders(appOrigin),
    });
    expect(answer.status).toBe(204);
    expect(answer.headers).toMatchObject({
      'access-control-allow-origin': appOrigin,
      'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
      'access-control-allow-headers': 'Authorization, Content-Type',
      'access-control-allow-private-network': 'true',
      vary: 'Origin',
    });
  });

  it('does not volunteer Private Network Access when the preflight did not ask', async () => {
    const { 'Access-Control-Request-Private-Network': _asked, ...headers } = preflightHeaders(appOrigin);
    const answer = await rawRequest(connector, { method: 'OPTIONS', path: '/ping', headers });
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-private-network']).toBeUndefined();
  });

  it('names the app origin on its real requests', async () => {
    const answer = await rawRequest(connector, {
      method: 'GET',
      path: '/ping',
      headers: { Host: host, Origin: appOrigin, Authorization: `Bearer ${testToken}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(appOrigin);
  });

  it.each(['https://evil.example', 'http://localhost:8788', 'null'])(
    'refuses the origin %s, preflight and request alike, without CORS headers',
    async (origin) => {
      const preflight = await rawRequest(connector, {
        method: 'OPTIONS',
        path: '/start',
        headers: preflightHeaders(origin),
      });
      expect(preflight.status).toBe(403);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-private-network']).toBeUndefined();
      // Even with the right token: a page of another origin never reaches the routes.
      const request = await rawRequest(connector, {
        method: 'GET',
        path: '/clients',
        headers: { Host: host, Origin: origin, Authorization: `Bearer ${testToken}` },
      });
      expect(request.status).toBe(403);
      expect(JSON.parse(request.body)).toEqual({ error: 'Origin not allowed' });
      expect(request.headers['access-control-allow-origin']).toBeUndefined();
    },
  );

  it('answers origins added with --allow-origin', async () => {
    const extra = await startTestConnector({
      allowedOrigins: new Set([appOrigin, 'https://confab.example']),
    });
    try {
      const answer = await rawRequest(extra, {
        method: 'OPTIONS',
        path: '/ping',
        headers: { ...preflightHeaders('https://confab.example'), Host: new URL(extra.url).host },
      });
      expect(answer.headers['access-control-allow-origin']).toBe('https://confab.example');
    } finally {
      await extra.close();
    }
  });
});

describe('DNS rebinding', () => {
  it.each(['localhost:50880', '127.0.0.1', '[::1]:50881'])(
    'answers the loopback host name %s',
    async (name) => {
      const answer = await rawRequest(connector, {
        method: 'GET',
        path: '/ping',
        headers: { Host: name, Authorization: `Bearer ${testToken}` },
      });
      expect(answer.status).toBe(200);
    },
  );

  it('refuses a request naming another host, even with the token', async () => {
    const answer = await rawRequest(connector, {
      method: 'GET',
      path: '/ping',
      headers: { Host: 'attacker.example:50880', Authorization: `Bearer ${testToken}` },
    });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Host not allowed' });
  });
});

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultHostConfig, type PluginProxyRequest } from '@confab/core/protocol';
import { createApp } from '../src/create-app.ts';
import { silentLogger } from '../src/logging/logger.ts';
import { parseAllowedHosts } from '../src/plugin-proxy/allowed-hosts.ts';
import { openSqliteTestDatabase, type TestDatabase } from './helpers/sqlite-test-database.ts';

interface Target {
  server: Server;
  port: number;
  seen: { url: string; method: string; headers: IncomingHttpHeaders; body: string }[];
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A target API on loopback; it answers by path, and records what reached it. */
async function startTarget(otherPort: () => number): Promise<Target> {
  const seen: Target['seen'] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ url: request.url ?? '', method: request.method ?? '', headers: request.headers, body });
      const path = request.url ?? '';
      if (path === '/json') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ temperature: 21, method: request.method }));
      } else if (path === '/mcp') {
        response.writeHead(200, {
          'content-type': 'text/event-stream',
          'mcp-session-id': 'session-1',
          'set-cookie': 'tracker=1',
          'x-internal': 'hidden',
        });
        response.end('event: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\n');
      } else if (path === '/missing') {
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('no such thing');
      } else if (path === '/to-json') {
        response.writeHead(303, { location: '/json' }).end();
      } else if (path === '/to-other-port') {
        response.writeHead(302, { location: `http://127.0.0.1:${otherPort()}/json` }).end();
      } else if (path === '/to-metadata') {
        response.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      } else if (path === '/loop') {
        response.writeHead(302, { location: '/loop' }).end();
      } else if (path === '/huge') {
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end('x'.repeat(3 * 1024 * 1024));
      } else if (path === '/slow') {
        setTimeout(() => response.end('late'), 2_000);
      } else {
        response.end('ok');
      }
    });
  });
  return { server, port: await listen(server), seen };
}

describe('POST /api/plugin-proxy', () => {
  let testDatabase: TestDatabase;
  let target: Target;
  let other: Target;
  let app: Hono;
  let signedInOnly: Hono;

  beforeAll(async () => {
    testDatabase = await openSqliteTestDatabase();
    other = await startTarget(() => 0);
    target = await startTarget(() => other.port);
    const base = {
      database: testDatabase.database,
      hostConfig: defaultHostConfig,
      version: 'test-sha',
      webDistDir: '/nonexistent/confab-web-dist',
      logger: silentLogger,
    };
    // Only the target's port is allowed: the other server on loopback stands for a private service.
    const allowedHosts = parseAllowedHosts([`127.0.0.1:${target.port}`, `pinned.test:${target.port}`]);
    app = createApp({
      ...base,
      pluginProxy: {
        allowedHosts,
        allowGuests: true,
        timeoutMs: 500,
        resolveHost: (hostname) =>
          hostname === 'pinned.test'
            ? Promise.resolve([{ address: '127.0.0.1', family: 4 }])
            : Promise.reject(new Error(`no DNS for ${hostname} in this test`)),
      },
    });
    signedInOnly = createApp({ ...base, pluginProxy: { allowedHosts } });
  });

  afterAll(async () => {
    target.server.close();
    other.server.close();
    await testDatabase.close();
  });

  const call = (request: PluginProxyRequest, headers: Record<string, string> = {}, on = app) =>
    on.request('/api/plugin-proxy', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(request),
    });

  it('refuses guests unless the owner allows them', async () => {
    const response = await call(
      { url: `http://127.0.0.1:${target.port}/json`, method: 'GET' },
      {},
      signedInOnly,
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ userMessage: expect.stringContaining('Sign in') as unknown });
  });

  it("fetches an allowed host with the plugin's headers only, never Confab's", async () => {
    const response = await call(
      {
        url: `http://127.0.0.1:${target.port}/json`,
        method: 'POST',
        headers: [
          ['Content-Type', 'application/json'],
          ['X-Api-Key', 'plugin-key'],
          ['Connection', 'upgrade'],
        ],
        body: '{"city":"Oslo"}',
      },
      { authorization: 'Bearer confab-session-token', cookie: 'confab_token=secret' },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 200,
      url: `http://127.0.0.1:${target.port}/json`,
      contentType: 'application/json',
      body: '{"temperature":21,"method":"POST"}',
    });
    const seen = target.seen.at(-1);
    expect(seen?.body).toBe('{"city":"Oslo"}');
    expect(seen?.headers['x-api-key']).toBe('plugin-key');
    expect(seen?.headers.authorization).toBeUndefined();
    expect(seen?.headers.cookie).toBeUndefined();
    expect(seen?.headers.connection).not.toBe('upgrade');
  });

  it("hands back an MCP server's session headers, and none of its other headers", async () => {
    const response = await call({ url: `http://127.0.0.1:${target.port}/mcp`, method: 'POST', body: '{}' });
    expect(await response.json()).toEqual({
      status: 200,
      url: `http://127.0.0.1:${target.port}/mcp`,
      contentType: 'text/event-stream',
      headers: [['mcp-session-id', 'session-1']],
      body: 'event: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\n',
    });
  });

  it("passes the target's own error status on as data", async () => {
    const response = await call({ url: `http://127.0.0.1:${target.port}/missing`, method: 'GET' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 404, body: 'no such thing' });
  });

  it('follows a redirect on the allowed host, turning a POST into a GET on 303', async () => {
    const response = await call({
      url: `http://127.0.0.1:${target.port}/to-json`,
      method: 'POST',
      body: 'x',
    });
    expect(await response.json()).toMatchObject({
      status: 200,
      url: `http://127.0.0.1:${target.port}/json`,
      body: '{"temperature":21,"method":"GET"}',
    });
  });

  it('refuses a redirect to a loopback port that is not allowed, without reaching it', async () => {
    const before = other.seen.length;
    const response = await call({ url: `http://127.0.0.1:${target.port}/to-other-port`, method: 'GET' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ userMessage: expect.stringContaining('private') as unknown });
    expect(other.seen.length).toBe(before);
  });

  it('refuses a redirect to the metadata address and a direct private address', async () => {
    expect((await call({ url: `http://127.0.0.1:${target.port}/to-metadata`, method: 'GET' })).status).toBe(
      403,
    );
    expect((await call({ url: `http://127.0.0.1:${other.port}/json`, method: 'GET' })).status).toBe(403);
    expect((await call({ url: 'http://169.254.169.254/latest/meta-data/', method: 'GET' })).status).toBe(403);
    expect((await call({ url: 'http://2130706433/', method: 'GET' })).status).toBe(403);
  });

  it('connects to the address it checked, not to what the system resolver says', async () => {
    const response = await call({ url: `http://pinned.test:${target.port}/json`, method: 'GET' });
    expect(await response.json()).toMatchObject({ status: 200, body: '{"temperature":21,"method":"GET"}' });
  });

  it('bounds redirects, answer size and time', async () => {
    const loop = await call({ url: `http://127.0.0.1:${target.port}/loop`, method: 'GET' });
    expect(loop.status).toBe(502);
    expect(await loop.json()).toEqual({ userMessage: 'The site redirected more than 5 times.' });
    const huge = await call({ url: `http://127.0.0.1:${target.port}/huge`, method: 'GET' });
    expect(await huge.json()).toEqual({ userMessage: 'The answer is larger than 2 MB.' });
    const slow = await call({ url: `http://127.0.0.1:${target.port}/slow`, method: 'GET' });
    expect(slow.status).toBe(502);
    expect(await slow.json()).toEqual({ userMessage: expect.stringContaining('did not answer') as unknown });
  });

  it('refuses other schemes and broken requests', async () => {
    expect((await call({ url: 'file:///etc/passwd', method: 'GET' })).status).toBe(400);
    expect((await call({ url: 'ftp://example.com/', method: 'GET' })).status).toBe(400);
    const badHeader = await call({
      url: `http://127.0.0.1:${target.port}/json`,
      method: 'GET',
      headers: [['X-Evil', 'a\r\nInjected: yes']],
    });
    expect(badHeader.status).toBe(400);
  });
});

import { startTestMcpHttpServer, type TestMcpHttpServer } from '@confab/test-kit/mcp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningConnector } from '../src/start-connector.ts';
import { call, startTestConnector, trackedStdioServer, waitForExit } from './helpers.ts';

const timeoutMs = 600;
let connector: RunningConnector;
const httpServers: TestMcpHttpServer[] = [];

beforeAll(async () => {
  connector = await startTestConnector({ timeoutMs });
});

afterAll(async () => {
  await connector.close();
  await Promise.all(httpServers.map((server) => server.close()));
});

async function startHttpServer(transport: 'streamable-http' | 'sse'): Promise<TestMcpHttpServer> {
  const server = await startTestMcpHttpServer({ transport });
  httpServers.push(server);
  return server;
}

describe('a tool that never answers', () => {
  it('times out after TIMEOUT with a clear error, and the server keeps working', async () => {
    const server = await trackedStdioServer();
    const started = await call(connector, '/start', {
      method: 'POST',
      body: { mcpServers: { slow: server.config } },
    });
    expect(started.status).toBe(201);
    const began = Date.now();
    const answer = await call(connector, '/clients/slow/call_tools', {
      method: 'POST',
      body: { name: 'hang' },
    });
    expect(Date.now() - began).toBeGreaterThanOrEqual(timeoutMs - 50);
    expect(answer).toEqual({
      status: 504,
      headers: expect.anything() as unknown,
      body: {
        error: 'Failed to call tool',
        details: `The tool did not answer within ${timeoutMs} ms (TIMEOUT)`,
      },
    });
    expect(
      await call(connector, '/clients/slow/call_tools', {
        method: 'POST',
        body: { name: 'add', arguments: { a: 1, b: 1 } },
      }),
    ).toMatchObject({ status: 200, body: { content: [{ type: 'text', text: '2' }] } });
    await call(connector, '/clients/slow', { method: 'DELETE' });
    await waitForExit(server.readPid());
  });
});

describe('a server that dies during a call', () => {
  it('answers the call with an error at once instead of leaving it waiting', async () => {
    const server = await trackedStdioServer();
    await call(connector, '/start', { method: 'POST', body: { mcpServers: { doomed: server.config } } });
    const pending = call(connector, '/clients/doomed/call_tools', { method: 'POST', body: { name: 'hang' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    process.kill(server.readPid(), 'SIGKILL');
    const answer = await pending;
    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({
      error: 'Failed to call tool',
      details: expect.stringMatching(/closed/i) as unknown,
    });
    await call(connector, '/clients/doomed', { method: 'DELETE' });
  });
});

describe('servers given by URL', () => {
  it('talks Streamable HTTP to a server that speaks it', async () => {
    const server = await startHttpServer('streamable-http');
    expect(
      await call(connector, '/start', {
        method: 'POST',
        body: { mcpServers: { remote: { url: server.url } } },
      }),
    ).toMatchObject({ status: 201 });
    expect(await call(connector, '/clients/remote')).toMatchObject({ status: 200, body: { id: 'remote' } });
    expect(
      await call(connector, '/clients/remote/call_tools', {
        method: 'POST',
        body: { name: 'echo', arguments: { text: 'over HTTP' } },
      }),
    ).toMatchObject({ status: 200, body: { content: [{ type: 'text', text: 'over HTTP' }] } });
    expect(server.requests).not.toContain('GET /messages');
    expect(await call(connector, '/clients/remote', { method: 'DELETE' })).toMatchObject({ status: 200 });
  });

  it('falls back to SSE when the server does not speak Streamable HTTP', async () => {
    const server = await startHttpServer('sse');
    expect(
      await call(connector, '/start', {
        method: 'POST',
        body: { mcpServers: { legacy: { url: server.url } } },
      }),
    ).toMatchObject({ status: 201 });
    expect(
      await call(connector, '/clients/legacy/call_tools', {
        method: 'POST',
        body: { name: 'add', arguments: { a: 20, b: 22 } },
      }),
    ).toMatchObject({ status: 200, body: { content: [{ type: 'text', text: '42' }] } });
    expect(server.requests.slice(0, 2)).toEqual(['POST /mcp', 'GET /mcp']);
    await call(connector, '/clients/legacy', { method: 'DELETE' });
  });

  it('reports a URL nobody answers as a start error', async () => {
    const answer = await call(connector, '/start', {
      method: 'POST',
      body: { mcpServers: { nowhere: { url: 'http://127.0.0.1:9/mcp' } } },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        success: false,
        errors: [{ id: 'nowhere', error: expect.stringContaining('Streamable HTTP') as unknown }],
      },
    });
  });

  it('refuses a URL that is not http or https', async () => {
    const answer = await call(connector, '/start', {
      method: 'POST',
      body: { mcpServers: { files: { url: 'file:///etc/passwd' } } },
    });
    expect(answer).toMatchObject({ status: 400, body: { errors: [{ id: 'files' }] } });
  });
});

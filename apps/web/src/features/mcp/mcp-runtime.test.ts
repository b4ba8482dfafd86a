import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Plugin } from '@confab/core';
import type { PluginCallContext } from '../tools/index.ts';
import { applyMcpConfig, parseMcpConfig } from './apply-mcp-config.ts';
import { connectorClient } from './connector-client.ts';
import { createMcpRuntime } from './mcp-runtime.ts';

const connection = { url: 'http://localhost:50880', token: 'secret' };
const plugin: Plugin = {
  id: 'mcp-maths',
  uuid: 'u',
  title: 'maths',
  enabled: true,
  implementationType: 'mcp',
  openaiSpec: { name: 'add' },
  mcpDetails: { generated: true },
  createdAt: 1,
  updatedAt: 1,
  syncedAt: null,
};

function context(toolName: string): PluginCallContext {
  return {
    plugin,
    pluginFunction: { id: toolName, implementationType: 'mcp', openaiSpec: { name: `maths_${toolName}` } },
    userSettings: new Map(),
    prompt: undefined,
    signal: new AbortController().signal,
  };
}

/** Answers each request from `answer` and records it. */
function stubFetch(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const requests: { url: string; method: string; body: unknown; authorization: string | null }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: new Headers(init.headers).get('Authorization'),
    });
    return answer(url, init);
  });
  return requests;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the mcp runtime', () => {
  it('calls the MCP tool by its own name with the bearer token and joins the result for the model', async () => {
    const requests = stubFetch(() =>
      json({
        content: [
          { type: 'text', text: '5' },
          { type: 'image', data: 'AAAA', mimeType: 'image/png' },
          { type: 'resource', resource: { uri: 'file:///a.txt', text: 'A' } },
        ],
      }),
    );
    const result = await createMcpRuntime({ connection: () => connection, remoteURL: () => undefined })(
      { a: 2, b: 3 },
      context('add'),
    );
    expect(result).toBe('5\n\n[Image: image/png, 3 bytes]\n\n[Resource: file:///a.txt]\nA');
    expect(requests).toEqual([
      {
        url: 'http://localhost:50880/clients/maths/call_tools',
        method: 'POST',
        body: { name: 'add', arguments: { a: 2, b: 3 } },
        authorization: 'Bearer secret',
      },
    ]);
  });

  it('keeps raster pictures of a result for the step and names them in the result; drops the rest', async () => {
    const svg = btoa('<svg xmlns="http://www.w3.org/2000/svg"/>');
    stubFetch(() =>
      json({
        content: [
          { type: 'text', text: 'Two charts' },
          { type: 'image', data: 'iVBORw0KGgo=', mimeType: 'image/png' },
          { type: 'image', data: svg, mimeType: 'image/svg+xml' },
          { type: 'image', data: 'not base64!', mimeType: 'image/jpeg' },
          { type: 'image', data: '/9j/', mimeType: 'image/jpeg' },
        ],
      }),
    );
    const stored: Blob[] = [];
    const storeImage = (image: Blob) => {
      stored.push(image);
      return Promise.resolve(`blob-${String(stored.length)}`);
    };
    const runtime = createMcpRuntime({ connection: () => connection, remoteURL: () => undefined });
    const result = await runtime({}, { ...context('chart'), storeImage });
    expect(stored.map((image) => [image.type, image.size])).toEqual([
      ['image/png', 8],
      ['image/jpeg', 3],
    ]);
    expect(JSON.parse(String(result))).toEqual({
      content: expect.stringContaining('Two charts') as unknown,
      images: [{ imageID: 'blob-1' }, { imageID: 'blob-2' }],
    });
    // Without a store (no device storage), the model still reads the text.
    expect(String(await runtime({}, context('chart')))).toMatch(/^Two charts/);
  });

  it('turns isError, a dead server, a timeout and a missing connector into tool errors', async () => {
    const runtime = createMcpRuntime({ connection: () => connection, remoteURL: () => undefined });
    stubFetch(() => json({ isError: true, content: [{ type: 'text', text: 'bad input' }] }));
    await expect(runtime({}, context('fail'))).rejects.toThrow('bad input');
    stubFetch(() => json({ error: 'Failed to call tool', details: 'Connection closed' }, 500));
    await expect(runtime({}, context('add'))).rejects.toThrow(
      'The MCP server maths failed: Failed to call tool',
    );
    stubFetch(() => json({ error: 'Tool call timed out' }, 504));
    await expect(runtime({}, context('hang'))).rejects.toThrow(
      'The MCP server maths did not answer in time.',
    );
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(runtime({}, context('add'))).rejects.toThrow('The MCP connector could not be reached');
    await expect(
      createMcpRuntime({ connection: () => undefined, remoteURL: () => undefined })({}, context('add')),
    ).rejects.toThrow('No MCP connector');
  });
});

describe('the MCP JSON', () => {
  it('parses the mcpServers map, an empty text as none, and explains what is wrong', () => {
    const parsed = parseMcpConfig('{"mcpServers": {"a": {"command": "x"}}}');
    expect(parsed.ok && [...parsed.servers.keys()]).toEqual(['a']);
    expect(parseMcpConfig('  ')).toEqual({ ok: true, servers: new Map() });
    expect(parseMcpConfig('{"mcpServers": [1]}')).toEqual({
      ok: false,
      message: 'expected an object with "mcpServers"',
    });
    expect(parseMcpConfig('{').ok).toBe(false);
  });

  it('stops servers the JSON no longer names before starting the rest', async () => {
    const requests = stubFetch((url, init) => {
      if (url.endsWith('/clients')) return json([{ id: 'old' }, { id: 'kept' }]);
      if (init.method === 'DELETE') return json({ message: 'ok' });
      return json({ message: 'Some failed', success: false, errors: [{ id: 'new', error: 'boom' }] }, 400);
    });
    const outcome = await applyMcpConfig(
      connectorClient(connection),
      new Map([
        ['kept', { command: 'a' }],
        ['new', { command: 'b' }],
      ]),
    );
    expect(outcome.failures).toEqual([{ id: 'new', error: 'boom' }]);
    expect(
      requests.map((request) => `${request.method} ${request.url.slice(connection.url.length)}`),
    ).toEqual(['GET /clients', 'DELETE /clients/old', 'POST /start']);
    expect(requests[2]?.body).toEqual({ mcpServers: { kept: { command: 'a' }, new: { command: 'b' } } });
  });

  it('reports a non-OK ping with its status and the start of the body', async () => {
    stubFetch(() => new Response('x'.repeat(300), { status: 401 }));
    await expect(connectorClient(connection).ping(1000)).rejects.toMatchObject({
      failure: 'status',
      status: 401,
      bodyExcerpt: 'x'.repeat(100),
    });
  });
});

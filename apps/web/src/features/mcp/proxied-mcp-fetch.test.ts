import { afterEach, describe, expect, it, vi } from 'vitest';
import { proxiedMcpFetch } from './proxied-mcp-fetch.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('proxiedMcpFetch', () => {
  it("sends the SDK's request through the plugin proxy and rebuilds the server's answer", async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      sent.push([url, JSON.parse(init.body as string)]);
      return Promise.resolve(
        new Response(
          JSON.stringify({
            status: 200,
            url: 'https://mcp.example/mcp',
            contentType: 'text/event-stream',
            headers: [['mcp-session-id', 'abc']],
            body: 'data: {}\n\n',
          }),
        ),
      );
    });
    const response = await proxiedMcpFetch(new URL('https://mcp.example/mcp'), {
      method: 'POST',
      headers: { accept: 'application/json, text/event-stream', 'content-type': 'application/json' },
      body: '{"jsonrpc":"2.0"}',
    });
    expect(sent).toEqual([
      [
        '/api/plugin-proxy',
        {
          url: 'https://mcp.example/mcp',
          method: 'POST',
          headers: [
            ['accept', 'application/json, text/event-stream'],
            ['content-type', 'application/json'],
          ],
          body: '{"jsonrpc":"2.0"}',
        },
      ],
    ]);
    expect(response.status).toBe(200);
    expect(response.headers.get('mcp-session-id')).toBe('abc');
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(await response.text()).toBe('data: {}\n\n');
  });

  it('declines the never-ending GET stream without calling the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect((await proxiedMcpFetch('https://mcp.example/mcp', { method: 'GET' })).status).toBe(405);
    expect(fetch).not.toHaveBeenCalled();
  });
});

// @vitest-environment node
// Node: the test MCP server module resolves its own files by file URL, which happy-dom does not give.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pluginFunctionsOf } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { startTestMcpHttpServer, type TestMcpHttpServer } from '@confab/test-kit/mcp-server';
import type { PluginCallContext } from '../tools/index.ts';
import { addRemoteMcpServer } from './add-remote-mcp-server.ts';
import { createMcpRuntime } from './mcp-runtime.ts';

let server: TestMcpHttpServer;

beforeAll(async () => {
  server = await startTestMcpHttpServer({ cors: true });
});

afterAll(async () => {
  await server.close();
});

describe('a remote MCP server without the connector', () => {
  it('becomes a plugin whose tools the runtime calls over Streamable HTTP', async () => {
    const storage = createMemoryStorage();
    const count = await addRemoteMcpServer({
      storage,
      serverID: 'remote',
      url: server.url,
      takenNames: new Set(['calculator']),
      now: 1,
    });
    expect(count).toBe(5);
    const plugin = await storage.plugins.get('mcp-remote-remote');
    expect(plugin?.title).toBe('remote');
    const functions = plugin ? pluginFunctionsOf(plugin) : [];
    expect(functions.map((each) => each.openaiSpec.name).sort()).toEqual([
      'add',
      'echo',
      'fail',
      'hang',
      'image',
    ]);

    const runtime = createMcpRuntime({ connection: () => undefined, remoteURL: () => server.url });
    const call = (name: string, args: Record<string, unknown>) => {
      const pluginFunction = functions.find((each) => each.id === name);
      if (!plugin || !pluginFunction) throw new Error(`no ${name}`);
      const context: PluginCallContext = {
        plugin,
        pluginFunction,
        userSettings: new Map(),
        prompt: undefined,
        signal: new AbortController().signal,
      };
      return runtime(args, context);
    };
    await expect(call('add', { a: 1, b: 2 })).resolves.toBe('3');
    await expect(call('image', {})).resolves.toMatch(/^\[Image: image\/png, \d+ bytes\]$/);
    await expect(call('fail', {})).rejects.toThrow('The fail tool failed, as asked.');
  });
});

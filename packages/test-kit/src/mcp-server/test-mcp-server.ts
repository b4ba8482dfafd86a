import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod/mini';

/** A 1×1 transparent PNG: the smallest real image an `image` content item can carry. */
const onePixelPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * The MCP server that connector and app tests talk to. One tool per behaviour a client must
 * handle: plain text, numbers in a schema, an image result, a tool error and a call that never
 * ends (the caller's timeout is the only way out).
 */
export function createTestMcpServer(): McpServer {
  const server = new McpServer({ name: 'confab-test-mcp-server', version: '1.0.0' });
  server.registerTool(
    'echo',
    { description: 'Returns the text it is given.', inputSchema: { text: z.string() } },
    ({ text }) => ({ content: [{ type: 'text', text }] }),
  );
  server.registerTool(
    'add',
    { description: 'Adds two numbers.', inputSchema: { a: z.number(), b: z.number() } },
    ({ a, b }) => ({ content: [{ type: 'text', text: String(a + b) }] }),
  );
  server.registerTool('image', { description: 'Returns a one-pixel PNG image.' }, () => ({
    content: [{ type: 'image', data: onePixelPng, mimeType: 'image/png' }],
  }));
  server.registerTool(
    'fail',
    {
      description: 'Fails: answers a tool error, or with `throw` raises one inside the handler.',
      inputSchema: { throw: z.optional(z.boolean()) },
    },
    (input) => {
      if (input.throw === true) throw new Error('The fail tool threw, as asked.');
      return { isError: true, content: [{ type: 'text', text: 'The fail tool failed, as asked.' }] };
    },
  );
  server.registerTool('hang', { description: 'Never answers.' }, () => new Promise<never>(() => undefined));
  return server;
}

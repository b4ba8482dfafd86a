import { fileURLToPath } from 'node:url';

export { createTestMcpServer } from './test-mcp-server.ts';
export { startTestMcpHttpServer } from './http-server.ts';
export type { TestMcpHttpServer, TestMcpHttpServerOptions } from './http-server.ts';

/** Absolute path of the stdio entry (TypeScript: run it through tsx). */
export const testMcpStdioScript = fileURLToPath(new URL('./stdio-entry.ts', import.meta.url));

/**
 * The `mcpServers` entry that starts the stdio test server, as a person's Claude-desktop config
 * would name a local server. tsx is given by absolute URL so the child finds it from any directory.
 */
export function testMcpStdioServerConfig(env?: Record<string, string>): {
  command: string;
  args: string[];
  env?: Record<string, string>;
} {
  return {
    command: process.execPath,
    args: ['--import', import.meta.resolve('tsx'), testMcpStdioScript],
    ...(env ? { env } : {}),
  };
}

// The test MCP server over stdio, as a connector starts a local server:
//   node --import tsx packages/test-kit/src/mcp-server/stdio-entry.ts
// With CONFAB_TEST_MCP_PID_FILE set it writes its process id there, so a test can check that the
// process is gone after the connector stopped it.
import { writeFileSync } from 'node:fs';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createTestMcpServer } from './test-mcp-server.ts';

const pidFile = process.env.CONFAB_TEST_MCP_PID_FILE;
if (pidFile) writeFileSync(pidFile, String(process.pid));

await createTestMcpServer().connect(new StdioServerTransport());

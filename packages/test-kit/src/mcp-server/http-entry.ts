// The test MCP server over HTTP on its own, for an e2e test or a person trying the connector:
//   node --import tsx packages/test-kit/src/mcp-server/http-entry.ts [--port 0] [--transport sse]
import { parseArgs } from 'node:util';
import { startTestMcpHttpServer } from './http-server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    transport: { type: 'string', default: 'streamable-http' },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`--port must be a port number, got "${values.port}"`);
  process.exit(2);
}
if (values.transport !== 'streamable-http' && values.transport !== 'sse') {
  console.error(`--transport must be streamable-http or sse, got "${values.transport}"`);
  process.exit(2);
}

const server = await startTestMcpHttpServer({ port, transport: values.transport });
// The exact wording is parsed by launchers waiting for the address; keep it stable.
console.log(`Test MCP server listening on ${server.url}`);

const shutDown = (): void => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', shutDown);
process.once('SIGTERM', shutDown);

// Runs the mock provider on its own, for a browser-driven e2e test or a benchmark in another process:
//   node --import tsx packages/test-kit/src/mock-provider/cli.ts --port 0 [--valid-key KEY]...
import { parseArgs } from 'node:util';
import { startMockProvider } from './server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    host: { type: 'string', default: '127.0.0.1' },
    'valid-key': { type: 'string', multiple: true },
    model: { type: 'string', multiple: true },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`--port must be a port number, got "${values.port}"`);
  process.exit(2);
}

const mock = await startMockProvider({
  port,
  host: values.host,
  validKeys: values['valid-key'],
  models: values.model,
});
// The exact wording is parsed by launchers waiting for the port; keep it stable.
console.log(`Mock provider listening on ${mock.url}`);

const shutDown = (): void => {
  mock.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', shutDown);
process.once('SIGTERM', shutDown);

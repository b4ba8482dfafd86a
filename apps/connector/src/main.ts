// The confab-connector command (bin/confab-connector.js runs the bundle of this file).
import { readFileSync } from 'node:fs';
import { parseConnectorCommand, usage, UsageError, type ConnectorCommand } from './cli-options.ts';
import { startConnector } from './start-connector.ts';

function readCommand(): ConnectorCommand {
  try {
    return parseConnectorCommand(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${usage}`);
    process.exit(2);
  }
}

const command = readCommand();
if (command.help) {
  console.log(usage);
  process.exit(0);
}

const log = (line: string): void => {
  console.log(line);
};

let connector;
try {
  connector = await startConnector({
    token: command.token,
    host: command.host,
    ports: command.ports,
    allowedOrigins: command.allowedOrigins,
    timeoutMs: command.timeoutMs,
    ...(command.tlsFiles
      ? {
          tls: { cert: readFileSync(command.tlsFiles.certFile), key: readFileSync(command.tlsFiles.keyFile) },
        }
      : {}),
    log,
  });
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`The connector could not start: ${message}`);
  process.exit(1);
}

// The exact wording of this line is read by launchers waiting for the port; keep it stable.
log(`Confab connector listening on ${connector.url}`);
log(`Pages allowed to call it: ${[...command.allowedOrigins].join(', ')}`);
if (command.host !== '127.0.0.1' && command.host !== '::1' && command.host !== 'localhost') {
  log(`Warning: listening on ${command.host}, so other machines can reach the connector.`);
}

let stopping = false;
const stop = (): void => {
  // A second Ctrl-C does not wait for the MCP servers to end.
  if (stopping) process.exit(1);
  stopping = true;
  log('Stopping the connector and its MCP servers…');
  void connector.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

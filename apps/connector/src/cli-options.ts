import { parseArgs } from 'node:util';
import { normaliseOrigin } from './http/cors-policy.ts';

export const usage = `Usage: confab-connector <token> [options]

Lets the Confab web app use MCP servers on this computer. Every request must carry
"Authorization: Bearer <token>"; the token may also come from MCP_AUTH_TOKEN.

Options:
  --origin <url>        the Confab app's origin (default http://localhost:8080 and
                        http://127.0.0.1:8080, where \`npm start\` serves it)
  --allow-origin <url>  one more page origin that may call the connector (repeatable)
  --host <address>      address to listen on (default 127.0.0.1; anything else lets
                        other machines reach the connector)
  --help                show this text

Environment: PORT (default 50880, else 50881), TIMEOUT (tool calls, ms, default 60000),
CERTFILE and KEYFILE (PEM files, to serve https).`;

export const defaultAppOrigins = ['http://localhost:8080', 'http://127.0.0.1:8080'];
const defaultPorts = [50880, 50881];
const defaultTimeoutMs = 60_000;

export class UsageError extends Error {}

export interface ConnectorCommand {
  help: boolean;
  token: string;
  host: string;
  ports: number[];
  allowedOrigins: Set<string>;
  timeoutMs: number;
  tlsFiles?: { certFile: string; keyFile: string };
}

function readInteger(name: string, text: string, { min, max }: { min: number; max: number }): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value < min || value > max) {
    throw new UsageError(`${name} must be a whole number from ${min} to ${max}, got "${text}"`);
  }
  return value;
}

function readOrigin(text: string): string {
  try {
    return normaliseOrigin(text);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function readTlsFiles(environment: NodeJS.ProcessEnv): ConnectorCommand['tlsFiles'] {
  const certFile = environment.CERTFILE || undefined;
  const keyFile = environment.KEYFILE || undefined;
  if (certFile === undefined && keyFile === undefined) return undefined;
  if (certFile === undefined || keyFile === undefined) {
    throw new UsageError('Set both CERTFILE and KEYFILE to serve https, or neither');
  }
  return { certFile, keyFile };
}

/** Reads the command line and environment the way the original connector does, plus our flags. */
export function parseConnectorCommand(argv: string[], environment: NodeJS.ProcessEnv): ConnectorCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        origin: { type: 'string' },
        'allow-origin': { type: 'string', multiple: true },
        host: { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (positionals.length > 1) throw new UsageError('Give one token, not several words');
  const token = positionals[0] ?? environment.MCP_AUTH_TOKEN ?? '';
  if (values.help !== true && token.trim() === '') {
    throw new UsageError('Give the token the Confab app shows, or set MCP_AUTH_TOKEN');
  }
  const appOrigins = values.origin === undefined ? defaultAppOrigins : [values.origin];
  const portSetting = environment.PORT || undefined;
  const timeoutSetting = environment.TIMEOUT || undefined;
  return {
    help: values.help === true,
    token,
    host: values.host ?? '127.0.0.1',
    ports:
      portSetting === undefined ? defaultPorts : [readInteger('PORT', portSetting, { min: 0, max: 65_535 })],
    allowedOrigins: new Set([...appOrigins, ...(values['allow-origin'] ?? [])].map(readOrigin)),
    timeoutMs:
      timeoutSetting === undefined
        ? defaultTimeoutMs
        : readInteger('TIMEOUT', timeoutSetting, { min: 1, max: 24 * 60 * 60 * 1000 }),
    tlsFiles: readTlsFiles(environment),
  };
}

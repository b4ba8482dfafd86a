import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { describeError } from '../http/http-error.ts';
import { isStdioConfig, type ServerConfig } from './server-config.ts';

const clientVersion = '0.1.0';

/**
 * How long a server may take to answer the MCP handshake. Not `TIMEOUT`, which bounds tool calls:
 * a first `npx -y some-server` downloads the package before it can answer. The SDK's own default.
 */
const handshakeTimeoutMs = 60_000;

async function connectOver(clientID: string, transport: Transport, signal: AbortSignal): Promise<Client> {
  const client = new Client({ name: `confab-connector-${clientID}`, version: clientVersion });
  try {
    await client.connect(transport, { timeout: handshakeTimeoutMs, signal });
    return client;
  } catch (error) {
    // A child process that started but failed the handshake must not outlive the attempt.
    await client.close().catch(() => undefined);
    await transport.close().catch(() => undefined);
    throw error;
  }
}

/**
 * Connects to one configured server: a `command` is started as a child process (stdio; the SDK
 * gives it PATH, HOME and the like plus the config's `env`, never the connector's own variables);
 * a `url` is tried with Streamable HTTP first and SSE, the older transport, second.
 */
export async function connectMcpClient(
  clientID: string,
  config: ServerConfig,
  /** Aborts the handshake when the connector shuts down. */
  signal: AbortSignal,
): Promise<Client> {
  if (isStdioConfig(config)) {
    const transport = new StdioClientTransport({
      command: config.command,
      args: config.args ?? [],
      ...(config.env ? { env: config.env } : {}),
      ...(config.cwd ? { cwd: config.cwd } : {}),
    });
    return connectOver(clientID, transport, signal);
  }
  const url = new URL(config.url);
  const requestInit = { headers: config.headers ?? {} };
  try {
    return await connectOver(clientID, new StreamableHTTPClientTransport(url, { requestInit }), signal);
  } catch (streamableError) {
    if (signal.aborted) throw streamableError;
    try {
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- servers not yet moved to Streamable HTTP still speak SSE, and the connector protocol falls back to it
      return await connectOver(clientID, new SSEClientTransport(url, { requestInit }), signal);
    } catch (sseError) {
      throw new Error(`Streamable HTTP: ${describeError(streamableError)}; SSE: ${describeError(sseError)}`);
    }
  }
}

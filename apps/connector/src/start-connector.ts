import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createClientRegistry } from './clients/client-registry.ts';
import { createRequestHandler } from './http/request-handler.ts';
import { listenOnFirstFreePort } from './listen-on-first-free-port.ts';

export interface ConnectorOptions {
  token: string;
  /** 127.0.0.1 unless the person asked for another address. */
  host: string;
  /** Tried in order; `[50880, 50881]` by default, `[PORT]` when set (0 picks a free port). */
  ports: readonly number[];
  /** Page origins that may call the connector (CORS); pages of other origins are refused. */
  allowedOrigins: ReadonlySet<string>;
  /** Tool calls and tool lists (`TIMEOUT`, 60,000 ms by default). */
  timeoutMs: number;
  /** PEM certificate and key (`CERTFILE`, `KEYFILE`) to serve https. */
  tls?: { cert: Buffer; key: Buffer };
  log?: (line: string) => void;
}

export interface RunningConnector {
  /** e.g. `http://127.0.0.1:50880`, with the port actually bound. */
  url: string;
  port: number;
  /** Stops listening and stops every MCP server the connector started. */
  close(): Promise<void>;
}

const loopbackAddresses = new Set(['127.0.0.1', '::1', 'localhost']);

export async function startConnector(options: ConnectorOptions): Promise<RunningConnector> {
  const log = options.log ?? (() => undefined);
  const registry = createClientRegistry({ log });
  const handler = createRequestHandler({
    token: options.token,
    allowedOrigins: options.allowedOrigins,
    loopbackOnly: loopbackAddresses.has(options.host),
    registry,
    timeoutMs: options.timeoutMs,
  });
  const server: Server = options.tls ? createHttpsServer(options.tls, handler) : createHttpServer(handler);
  const port = await listenOnFirstFreePort(server, options.ports, options.host);
  const hostInUrl = options.host.includes(':') ? `[${options.host}]` : options.host;
  let closed: Promise<void> | undefined;
  return {
    url: `${options.tls ? 'https' : 'http'}://${hostInUrl}:${port}`,
    port,
    close: () => {
      closed ??= (async () => {
        const stopped = new Promise<void>((resolve) => {
          server.close(() => {
            resolve();
          });
        });
        // Tool calls still waiting end with the servers below; idle keep-alive sockets end now.
        server.closeIdleConnections();
        await registry.closeAll();
        server.closeAllConnections();
        await stopped;
      })();
      return closed;
    },
  };
}

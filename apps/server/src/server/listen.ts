import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';

export interface ListeningServer {
  server: Server;
  /** With the port actually bound, which differs from the requested one when that was 0. */
  url: string;
}

function formatHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

/** Starts an HTTP server for the app; rejects when the port cannot be bound (e.g. already in use). */
export function listen(app: Hono, { host, port }: { host: string; port: number }): Promise<ListeningServer> {
  const requestListener = getRequestListener(app.fetch);
  // The adapter answers its own errors, so its promise only needs to be left running.
  const server = createServer((incoming, outgoing) => {
    void requestListener(incoming, outgoing);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const { port: boundPort } = server.address() as AddressInfo;
      resolve({ server, url: `http://${formatHost(host)}:${boundPort}` });
    });
  });
}

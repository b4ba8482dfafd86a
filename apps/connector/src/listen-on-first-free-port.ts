import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

function listenOnce(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error): void => {
      reject(error);
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function isAddressInUse(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';
}

/**
 * Listens on the first port of the list that is free: the app looks for the connector on 50880,
 * then 50881, so a second copy (or another program on 50880) still leaves it findable.
 */
export async function listenOnFirstFreePort(
  server: Server,
  ports: readonly number[],
  host: string,
): Promise<number> {
  for (const [index, port] of ports.entries()) {
    try {
      return await listenOnce(server, port, host);
    } catch (error) {
      if (!isAddressInUse(error) || index === ports.length - 1) throw error;
    }
  }
  throw new Error('No port to listen on');
}

import { createServer } from 'node:net';

/**
 * A loopback port that was free a moment ago; nothing listens on it once the probe server closes,
 * so a connection to it is refused, like an unreachable provider.
 */
export function findClosedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

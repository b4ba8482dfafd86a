import type { Server } from 'node:http';
import type { Logger } from '../logging/logger.ts';

export interface GracefulShutdownOptions {
  server: Server;
  /** Closed after the last request has finished (Kysely's destroy). */
  closeDatabase: () => Promise<void>;
  /** Runs first: ends long-lived responses (event streams) that would hold the close up. */
  beforeClose?: () => void;
  logger: Logger;
  /** How long in-flight requests may take before their connections are cut. */
  timeoutMs: number;
  exit: (code: number) => void;
  signals?: readonly NodeJS.Signals[];
}

/**
 * close() stops accepting and waits for every open connection. It drops the connections idle at
 * that moment, but a keep-alive connection whose request finishes later would stay open until the
 * client gives up (seconds), so idle connections are swept again until the server has closed.
 */
function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const sweep = setInterval(() => {
      server.closeIdleConnections();
    }, 50);
    server.close(() => {
      clearInterval(sweep);
      resolve();
    });
  });
}

/**
 * On SIGTERM or SIGINT: stop accepting, let in-flight requests finish (up to the timeout), close the
 * database and exit 0. A second signal cuts the remaining connections at once.
 */
export function installGracefulShutdown(options: GracefulShutdownOptions): () => Promise<void> {
  const {
    server,
    closeDatabase,
    beforeClose,
    logger,
    timeoutMs,
    exit,
    signals = ['SIGTERM', 'SIGINT'],
  } = options;
  let shuttingDown: Promise<void> | undefined;

  async function shutDown(reason: string): Promise<void> {
    logger.info('shutting down', { reason });
    beforeClose?.();
    const timer = setTimeout(() => {
      logger.warn('shutdown timeout reached; closing open connections', { timeoutMs });
      server.closeAllConnections();
    }, timeoutMs);
    timer.unref();
    await closeServer(server);
    clearTimeout(timer);
    try {
      await closeDatabase();
    } catch (error) {
      logger.error('closing the database failed', { error });
      exit(1);
      return;
    }
    logger.info('stopped');
    exit(0);
  }

  function onSignal(signal: NodeJS.Signals): void {
    if (shuttingDown !== undefined) {
      logger.warn('second signal; closing open connections now', { signal });
      server.closeAllConnections();
      return;
    }
    shuttingDown = shutDown(signal);
  }

  for (const signal of signals) process.on(signal, onSignal);
  return () => (shuttingDown ??= shutDown('requested'));
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSha } from './build-info.ts';
import { ConfigError, parseServerConfig, type ServerConfig } from './config.ts';
import { createApp } from './create-app.ts';
import { migrateToLatest } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import type { ConfabDatabase } from './db/tables.ts';
import { createLogger, type Logger } from './logging/logger.ts';
import { createLogLoginMailer } from './mail/log-login-mailer.ts';
import type { LoginMailer } from './mail/login-mailer.ts';
import { createSmtpLoginMailer } from './mail/smtp-login-mailer.ts';
import { createLogLicenceMailer, createSmtpLicenceMailer } from './mail/licence-mailer.ts';
import { createLogInvitationMailer, createSmtpInvitationMailer } from './mail/invitation-mailer.ts';
import { runLicenceCommand } from './licensing/licence-cli.ts';
import { installGracefulShutdown } from './server/graceful-shutdown.ts';
import { listen } from './server/listen.ts';
import { createPostgresSyncNotifier } from './sync/postgres-sync-notifier.ts';
import { createFileBlobStore, type BlobStore } from './storage/blob-store.ts';
import { createPostgresBlobStore } from './storage/postgres-blob-store.ts';
import { createLocalSyncNotifier, type SyncNotifier } from './sync/sync-notifier.ts';

function readConfig(): ServerConfig {
  try {
    return parseServerConfig({
      environment: process.env,
      serverDirectory: path.dirname(fileURLToPath(import.meta.url)),
      buildSha,
      readTextFile: (file) => readFileSync(file, 'utf8'),
    });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Confab cannot start: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

function createLoginMailer(config: ServerConfig, logger: Logger): LoginMailer {
  if (config.mail !== undefined) return createSmtpLoginMailer(config.mail);
  logger.warn('SMTP is not configured: login codes are printed to this log instead of e-mailed');
  return createLogLoginMailer(logger);
}

/** Several instances share one PostgreSQL, so they tell each other of changes through it. */
function createSyncNotifier(config: ServerConfig, logger: Logger): Promise<SyncNotifier> {
  if (config.database.kind === 'sqlite') return Promise.resolve(createLocalSyncNotifier());
  return createPostgresSyncNotifier({ url: config.database.url, schema: config.database.schema, logger });
}

/** With BLOB_STORE=postgres every instance reads and writes the same large objects. */
function createBlobStore(config: ServerConfig, database: ConfabDatabase): BlobStore {
  if (config.blobStore === 'postgres') return createPostgresBlobStore(database);
  return createFileBlobStore(path.join(config.dataDirectory, 'blobs'));
}

/** Migrates, builds the app, listens and arms the shutdown handler; throws if any step fails. */
async function start(config: ServerConfig, logger: Logger, database: ConfabDatabase): Promise<void> {
  await migrateToLatest(database, {
    logger,
    schema: config.database.kind === 'postgres' ? config.database.schema : undefined,
  });
  const mailer = createLoginMailer(config, logger);
  const licenceMailer =
    config.licensing && (config.mail ? createSmtpLicenceMailer(config.mail) : createLogLicenceMailer(logger));
  const invitationMailer = config.mail
    ? createSmtpInvitationMailer(config.mail)
    : createLogInvitationMailer(logger);
  const syncNotifier = await createSyncNotifier(config, logger);
  const closing = new AbortController();
  const app = createApp({
    database,
    hostConfig: config.hostConfig,
    version: config.version,
    webDistDir: config.webDistDirectory,
    logger,
    auth: { mailer, trustProxy: config.trustProxy },
    invitationMailer,
    syncNotifier,
    closing: closing.signal,
    pluginProxy: config.pluginProxy,
    knowledgeCurators: config.knowledgeCurators,
    adminEmails: config.adminEmails,
    corsOrigins: config.corsOrigins,
    blobStore: createBlobStore(config, database),
    ...(config.storageLimitBytes === undefined ? {} : { storageLimitBytes: config.storageLimitBytes }),
    ...(config.billing ? { billing: config.billing } : {}),
    ...(config.licensing ? { licensing: { ...config.licensing, mailer: licenceMailer } } : {}),
    ...(config.trustedEmailHeader ? { trustedEmailHeader: config.trustedEmailHeader } : {}),
  });
  const { server, url } = await listen(app, { host: config.host, port: config.port });
  installGracefulShutdown({
    server,
    beforeClose: () => {
      closing.abort();
    },
    closeDatabase: async () => {
      mailer.close();
      licenceMailer?.close();
      invitationMailer.close();
      await syncNotifier.close();
      await database.destroy();
    },
    logger,
    timeoutMs: config.shutdownTimeoutMs,
    exit: (code) => process.exit(code),
  });
  // Plain text, not a JSON log line: start scripts and the e2e harness read the URL from it.
  process.stdout.write(`Confab listening on ${url}\n`);
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger({ level: config.logLevel });
  let database: ConfabDatabase | undefined;
  try {
    database = openDatabase(config.database);
    await start(config, logger, database);
  } catch (error) {
    logger.error('start failed', { error });
    await database?.destroy();
    process.exit(1);
  }
}

if (process.argv[2] === 'licence') {
  process.exitCode = await runLicenceCommand(process.argv.slice(3), {
    readConfig,
    logger: createLogger({ level: 'warn' }),
    write: (text) => process.stdout.write(text),
    writeError: (text) => process.stderr.write(text),
  });
} else {
  await main();
}

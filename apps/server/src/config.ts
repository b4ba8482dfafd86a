import path from 'node:path';
import { lookupOwn } from '@confab/core/entities';
import {
  defaultHostConfig,
  emailAddressSchema,
  hostConfigSchema,
  parseHostConfig,
  type HostConfig,
} from '@confab/core/protocol';
import { BillingConfigError, parseBillingConfig, type BillingConfig } from './billing/billing-config.ts';
import { isSchemaName } from './db/schema-name.ts';
import { parseAllowedHosts, type AllowedHosts } from './plugin-proxy/allowed-hosts.ts';
import { isLogLevel, type LogLevel } from './logging/log-level.ts';
import { parseCorsOrigins } from './http/org-cors.ts';
import { MailConfigError, parseMailConfig, type MailConfig } from './mail/mail-config.ts';
import {
  LicenceConfigError,
  parseLicensingConfig,
  withLicensing,
  type LicensingConfig,
} from './licensing/licence-config.ts';

export type DatabaseTarget =
  { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };

/** Where uploaded bytes live: this machine's disk, or large objects in the shared PostgreSQL. */
export type BlobStoreKind = 'filesystem' | 'postgres';

export interface ServerConfig {
  port: number;
  host: string;
  dataDirectory: string;
  database: DatabaseTarget;
  /** BLOB_STORE: `postgres` when several instances share one PostgreSQL (docs/deploy.md). */
  blobStore: BlobStoreKind;
  webDistDirectory: string;
  hostConfig: HostConfig;
  version: string;
  logLevel: LogLevel;
  shutdownTimeoutMs: number;
  /** Undefined without SMTP: login codes are then printed to the log. */
  mail: MailConfig | undefined;
  /** Behind a reverse proxy: take the caller's address from X-Forwarded-For for rate limits. */
  trustProxy: boolean;
  /**
   * Header in which a single-sign-on proxy in front of the server names the signed-in person's
   * e-mail; /config.json passes it on as the host's currentUser to prefill the login.
   */
  trustedEmailHeader: string | undefined;
  /** Storage limit of accounts without a plan; undefined means unlimited (a self-hosted default). */
  storageLimitBytes: number | undefined;
  /** Payment providers for buying storage; undefined when none is configured. */
  billing: BillingConfig | undefined;
  /** KNOWLEDGE_CURATORS: normalised e-mails whose collections a managed host publishes to members. */
  knowledgeCurators: string[];
  /** ADMIN_EMAILS: normalised e-mails of the accounts that may use the admin console and /api/admin/*. */
  adminEmails: string[];
  /** LICENCE_SIGNING_KEY and the licence products; undefined when this host runs no licence server. */
  licensing: LicensingConfig | undefined;
  /** The plugin proxy's exceptions: local hosts it may reach, and whether guests may use it. */
  pluginProxy: { allowedHosts: AllowedHosts; allowGuests: boolean };
  /** CORS_ORIGINS: apps on these origins may call the org routes (storage, sharing); none by default. */
  corsOrigins: string[];
}

/** A configuration mistake the operator must fix; main prints the message and exits without a stack. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export interface ConfigSources {
  environment: Record<string, string | undefined>;
  /** Folder of the running bundle (or of src/ under tsx); the web build is found relative to it. */
  serverDirectory: string;
  /** Commit injected by build.mjs, if any. */
  buildSha: string | undefined;
  readTextFile: (file: string) => string;
}

function setting(environment: Record<string, string | undefined>, name: string): string | undefined {
  const value = lookupOwn(environment, name)?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function parseInteger(name: string, value: string, { min, max }: { min: number; max: number }): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${value}".`);
  }
  return parsed;
}

function optionalInteger(
  environment: Record<string, string | undefined>,
  name: string,
  range: { min: number; max: number },
): number | undefined {
  const value = setting(environment, name);
  return value === undefined ? undefined : parseInteger(name, value, range);
}

function parseDatabaseTarget(
  environment: Record<string, string | undefined>,
  dataDirectory: string,
): DatabaseTarget {
  const databaseUrl = setting(environment, 'DATABASE_URL');
  if (databaseUrl === undefined) return { kind: 'sqlite', file: path.join(dataDirectory, 'confab.sqlite') };
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const schema = setting(environment, 'DATABASE_SCHEMA');
    if (schema === undefined) return { kind: 'postgres', url: databaseUrl };
    if (!isSchemaName(schema)) {
      throw new ConfigError('DATABASE_SCHEMA must be lower-case letters, digits and underscores.');
    }
    return { kind: 'postgres', url: databaseUrl, schema };
  }
  // Silently falling back to SQLite would store a host's data somewhere the operator does not expect.
  throw new ConfigError(
    'DATABASE_URL must start with postgres:// or postgresql:// (unset it to use SQLite).',
  );
}

function parseBlobStore(
  environment: Record<string, string | undefined>,
  database: DatabaseTarget,
): BlobStoreKind {
  const value = setting(environment, 'BLOB_STORE')?.toLowerCase() ?? 'filesystem';
  if (value !== 'filesystem' && value !== 'postgres') {
    throw new ConfigError(`BLOB_STORE must be filesystem or postgres, got "${value}".`);
  }
  if (value === 'postgres' && database.kind !== 'postgres') {
    throw new ConfigError('BLOB_STORE=postgres needs DATABASE_URL to name a PostgreSQL database.');
  }
  return value;
}

function parseJsonObject(label: string, text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ConfigError(`${label} is not valid JSON.`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ConfigError(`${label} must be a JSON object.`);
  }
  return parsed as Record<string, unknown>;
}

function nestedObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/**
 * Overrides from HOST_CONFIG_FILE, then CONFAB_HOST_CONFIG, over the defaults. `chatFeatures` and
 * `links` merge key by key so an operator can turn off one feature without restating the others.
 * Unlike parseHostConfig (which quietly falls back to defaults for the browser), a mistake here stops
 * the start, because a host silently running with defaults is worse than one that refuses to start.
 */
function loadHostConfig(environment: Record<string, string | undefined>, sources: ConfigSources): HostConfig {
  const layers: Record<string, unknown>[] = [];
  const file = setting(environment, 'HOST_CONFIG_FILE');
  if (file !== undefined) {
    let text: string;
    try {
      text = sources.readTextFile(file);
    } catch {
      throw new ConfigError(`HOST_CONFIG_FILE "${file}" cannot be read.`);
    }
    layers.push(parseJsonObject(`HOST_CONFIG_FILE "${file}"`, text));
  }
  const inline = setting(environment, 'CONFAB_HOST_CONFIG');
  if (inline !== undefined) layers.push(parseJsonObject('CONFAB_HOST_CONFIG', inline));

  let merged: Record<string, unknown> = { ...defaultHostConfig };
  for (const layer of layers) {
    merged = {
      ...merged,
      ...layer,
      chatFeatures: { ...nestedObject(merged.chatFeatures), ...nestedObject(layer.chatFeatures) },
      links: { ...nestedObject(merged.links), ...nestedObject(layer.links) },
    };
  }
  const checked = hostConfigSchema.safeParse(merged);
  if (!checked.success) {
    const fields = checked.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new ConfigError(`The host config overrides have invalid fields: ${fields}.`);
  }
  return parseHostConfig(merged);
}

function readAllowedHosts(environment: Record<string, string | undefined>): AllowedHosts {
  const value = setting(environment, 'PLUGIN_PROXY_ALLOWED_HOSTS') ?? '';
  try {
    return parseAllowedHosts(value.split(','));
  } catch {
    throw new ConfigError(
      'PLUGIN_PROXY_ALLOWED_HOSTS must be host names or addresses, each with an optional :port, separated by commas.',
    );
  }
}

/** A list of e-mail addresses separated by commas (KNOWLEDGE_CURATORS, ADMIN_EMAILS), normalised as login stores them. */
function readEmailList(environment: Record<string, string | undefined>, name: string): string[] {
  const entries = (setting(environment, name) ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    if (!emailAddressSchema.safeParse(entry).success) {
      throw new ConfigError(`${name} must be e-mail addresses separated by commas, got "${entry}".`);
    }
  }
  return [...new Set(entries)];
}

function parseBoolean(name: string, value: string | undefined): boolean {
  if (value === undefined) return false;
  const lower = value.toLowerCase();
  if (lower === 'true' || lower === '1') return true;
  if (lower === 'false' || lower === '0') return false;
  throw new ConfigError(`${name} must be true or false, got "${value}".`);
}

function readMailConfig(environment: Record<string, string | undefined>): MailConfig | undefined {
  try {
    return parseMailConfig(environment);
  } catch (error) {
    if (error instanceof MailConfigError) throw new ConfigError(error.message);
    throw error;
  }
}

function readBillingConfig(environment: Record<string, string | undefined>): BillingConfig | undefined {
  try {
    return parseBillingConfig(environment);
  } catch (error) {
    if (error instanceof BillingConfigError) throw new ConfigError(error.message);
    throw error;
  }
}

function readLicensingConfig(
  environment: Record<string, string | undefined>,
  billing: BillingConfig | undefined,
): LicensingConfig | undefined {
  try {
    return parseLicensingConfig(environment, {
      providerOne: billing?.providerOne !== undefined,
      providerTwo: billing?.providerTwo !== undefined,
    });
  } catch (error) {
    if (error instanceof LicenceConfigError) throw new ConfigError(error.message);
    throw error;
  }
}

/**
 * The app offers storage purchase exactly when a provider can take the payment and there is a
 * limit to raise; an operator's allowSubscriptions alone would show a panel that cannot work.
 */
function withSubscriptions(
  hostConfig: HostConfig,
  billing: BillingConfig | undefined,
  storageLimitBytes: number | undefined,
): HostConfig {
  if (billing && storageLimitBytes === undefined) {
    throw new ConfigError(
      'Payment providers are configured, so set STORAGE_LIMIT_BYTES (the storage of unpaid accounts).',
    );
  }
  return { ...hostConfig, allowSubscriptions: billing !== undefined };
}

function readCorsOrigins(environment: Record<string, string | undefined>): string[] {
  const origins = parseCorsOrigins(setting(environment, 'CORS_ORIGINS'));
  if ('problem' in origins) throw new ConfigError(origins.problem);
  return origins;
}

export function parseServerConfig(sources: ConfigSources): ServerConfig {
  const { environment } = sources;
  const portSetting = setting(environment, 'PORT');
  const dataDirectory = path.resolve(setting(environment, 'DATA_DIR') ?? './data');
  const logLevel = setting(environment, 'LOG_LEVEL')?.toLowerCase() ?? 'info';
  if (!isLogLevel(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of debug, info, warn, error, got "${logLevel}".`);
  }
  const timeoutSetting = setting(environment, 'SHUTDOWN_TIMEOUT_MS');
  const storageLimitBytes = optionalInteger(environment, 'STORAGE_LIMIT_BYTES', {
    min: 0,
    max: Number.MAX_SAFE_INTEGER,
  });
  const billing = readBillingConfig(environment);
  const licensing = readLicensingConfig(environment, billing);
  const database = parseDatabaseTarget(environment, dataDirectory);
  return {
    port: portSetting === undefined ? 8080 : parseInteger('PORT', portSetting, { min: 0, max: 65535 }),
    host: setting(environment, 'HOST') ?? '127.0.0.1',
    dataDirectory,
    database,
    blobStore: parseBlobStore(environment, database),
    webDistDirectory: path.resolve(
      setting(environment, 'WEB_DIST_DIR') ?? path.join(sources.serverDirectory, '../../web/dist'),
    ),
    hostConfig: withLicensing(
      withSubscriptions(loadHostConfig(environment, sources), billing, storageLimitBytes),
      licensing,
    ),
    version:
      setting(environment, 'GIT_SHA') ?? setting(environment, 'CONFAB_VERSION') ?? sources.buildSha ?? 'dev',
    logLevel,
    shutdownTimeoutMs:
      timeoutSetting === undefined
        ? 10_000
        : parseInteger('SHUTDOWN_TIMEOUT_MS', timeoutSetting, { min: 0, max: 600_000 }),
    mail: readMailConfig(environment),
    trustProxy: parseBoolean('TRUST_PROXY', setting(environment, 'TRUST_PROXY')),
    trustedEmailHeader: setting(environment, 'TRUSTED_EMAIL_HEADER')?.toLowerCase(),
    storageLimitBytes,
    billing,
    knowledgeCurators: readEmailList(environment, 'KNOWLEDGE_CURATORS'),
    adminEmails: readEmailList(environment, 'ADMIN_EMAILS'),
    licensing,
    pluginProxy: {
      allowedHosts: readAllowedHosts(environment),
      allowGuests: parseBoolean('PLUGIN_PROXY_GUESTS', setting(environment, 'PLUGIN_PROXY_GUESTS')),
    },
    corsOrigins: readCorsOrigins(environment),
  };
}

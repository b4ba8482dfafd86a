import { lookupOwn } from '@confab/core/entities';
/** Where mail goes: a nodemailer connection URL, or host and port with optional credentials. */
export type SmtpTarget =
  { url: string } | { host: string; port: number; secure: boolean; user?: string; password?: string };

export interface MailConfig {
  smtp: SmtpTarget;
  /** The route used when a person asks for the alternative login; the main route when unset. */
  alternativeSmtp?: SmtpTarget;
  /** The From header, e.g. `Confab <login@example.com>`. */
  from: string;
}

export class MailConfigError extends Error {
  override readonly name = 'MailConfigError';
}

type Environment = Record<string, string | undefined>;

function setting(environment: Environment, name: string): string | undefined {
  const value = lookupOwn(environment, name)?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function parseSmtpUrl(name: string, url: string): SmtpTarget {
  if (!/^smtps?:\/\//.test(url)) throw new MailConfigError(`${name} must start with smtp:// or smtps://.`);
  return { url };
}

function parseSmtpHost(environment: Environment, host: string): SmtpTarget {
  const portSetting = setting(environment, 'SMTP_PORT') ?? '587';
  const port = Number(portSetting);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new MailConfigError(`SMTP_PORT must be a whole number from 1 to 65535, got "${portSetting}".`);
  }
  const user = setting(environment, 'SMTP_USER');
  const password = setting(environment, 'SMTP_PASSWORD');
  if ((user === undefined) !== (password === undefined)) {
    throw new MailConfigError('Set SMTP_USER and SMTP_PASSWORD together, or neither.');
  }
  // 465 is the implicit-TLS port; other ports start in plain text and upgrade with STARTTLS.
  return {
    host,
    port,
    secure: port === 465,
    ...(user === undefined ? {} : { user }),
    ...(password === undefined ? {} : { password }),
  };
}

/**
 * SMTP_URL, or SMTP_HOST with SMTP_PORT/SMTP_USER/SMTP_PASSWORD; SMTP_FROM is then required;
 * SMTP_ALT_URL is the optional alternative route. Undefined when no SMTP is configured: the server
 * then prints login codes to its log.
 */
export function parseMailConfig(environment: Environment): MailConfig | undefined {
  const url = setting(environment, 'SMTP_URL');
  const host = setting(environment, 'SMTP_HOST');
  if (url === undefined && host === undefined) {
    if (setting(environment, 'SMTP_ALT_URL') !== undefined) {
      throw new MailConfigError('SMTP_ALT_URL needs SMTP_URL or SMTP_HOST as the main route.');
    }
    return undefined;
  }
  if (url !== undefined && host !== undefined) {
    throw new MailConfigError('Set SMTP_URL or SMTP_HOST, not both.');
  }
  const from = setting(environment, 'SMTP_FROM');
  if (from === undefined) {
    throw new MailConfigError(
      'SMTP_FROM is required when SMTP is configured (e.g. "Confab <login@example.com>").',
    );
  }
  const alternativeUrl = setting(environment, 'SMTP_ALT_URL');
  return {
    smtp: url === undefined ? parseSmtpHost(environment, host ?? '') : parseSmtpUrl('SMTP_URL', url),
    ...(alternativeUrl === undefined
      ? {}
      : { alternativeSmtp: parseSmtpUrl('SMTP_ALT_URL', alternativeUrl) }),
    from,
  };
}

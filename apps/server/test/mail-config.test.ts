import { describe, expect, it } from 'vitest';
import { parseMailConfig } from '../src/mail/mail-config.ts';
import { ConfigError, parseServerConfig } from '../src/config.ts';

function parseServer(environment: Record<string, string>) {
  return parseServerConfig({
    environment,
    serverDirectory: '/srv/confab/apps/server/dist',
    buildSha: undefined,
    readTextFile: () => '',
  });
}

describe('parseMailConfig', () => {
  it('is undefined without SMTP, so codes go to the log', () => {
    expect(parseMailConfig({})).toBeUndefined();
    expect(parseServer({}).mail).toBeUndefined();
  });

  it('reads SMTP_URL with SMTP_FROM and the alternative route', () => {
    expect(
      parseMailConfig({
        SMTP_URL: 'smtps://user:secret@mail.example.com',
        SMTP_FROM: 'Confab <login@example.com>',
        SMTP_ALT_URL: 'smtp://backup.example.com:2525',
      }),
    ).toEqual({
      smtp: { url: 'smtps://user:secret@mail.example.com' },
      alternativeSmtp: { url: 'smtp://backup.example.com:2525' },
      from: 'Confab <login@example.com>',
    });
  });

  it('reads host, port and credentials, with implicit TLS on 465 only', () => {
    expect(
      parseMailConfig({
        SMTP_HOST: 'mail.example.com',
        SMTP_PORT: '465',
        SMTP_USER: 'confab',
        SMTP_PASSWORD: 'secret',
        SMTP_FROM: 'login@example.com',
      }),
    ).toEqual({
      smtp: { host: 'mail.example.com', port: 465, secure: true, user: 'confab', password: 'secret' },
      from: 'login@example.com',
    });
    expect(parseMailConfig({ SMTP_HOST: 'mail.example.com', SMTP_FROM: 'a@example.com' })?.smtp).toEqual({
      host: 'mail.example.com',
      port: 587,
      secure: false,
    });
  });

  it('stops the start on a mistake, naming the variable', () => {
    const mistakes: [Record<string, string>, RegExp][] = [
      [{ SMTP_URL: 'smtp://mail.example.com' }, /SMTP_FROM is required/],
      [{ SMTP_URL: 'http://mail.example.com', SMTP_FROM: 'a@example.com' }, /SMTP_URL must start/],
      [{ SMTP_URL: 'smtp://a', SMTP_HOST: 'b', SMTP_FROM: 'a@example.com' }, /not both/],
      [{ SMTP_HOST: 'mail.example.com', SMTP_PORT: 'x', SMTP_FROM: 'a@example.com' }, /SMTP_PORT/],
      [{ SMTP_HOST: 'mail.example.com', SMTP_USER: 'confab', SMTP_FROM: 'a@example.com' }, /together/],
      [{ SMTP_ALT_URL: 'smtp://backup.example.com' }, /needs SMTP_URL/],
      [{ TRUST_PROXY: 'maybe' }, /TRUST_PROXY/],
    ];
    for (const [environment, message] of mistakes) {
      expect(() => parseServer(environment)).toThrow(ConfigError);
      expect(() => parseServer(environment)).toThrow(message);
    }
  });

  it('reads TRUST_PROXY', () => {
    expect(parseServer({}).trustProxy).toBe(false);
    expect(parseServer({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });
});

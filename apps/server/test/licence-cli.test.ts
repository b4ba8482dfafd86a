import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseServerConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { hashLicenceKey } from '../src/licensing/licence-keys.ts';
import { runLicenceCommand, type LicenceCliContext } from '../src/licensing/licence-cli.ts';
import { silentLogger } from '../src/logging/logger.ts';
import { createTemporaryDirectory, type TemporaryDirectory } from './helpers/temporary-directory.ts';

describe('licence command line', () => {
  let directory: TemporaryDirectory | undefined;
  afterEach(() => {
    directory?.remove();
  });

  const cli = (environment: Record<string, string>) => {
    const output = { out: '', error: '' };
    const context: LicenceCliContext = {
      readConfig: () =>
        parseServerConfig({
          environment,
          serverDirectory: '/nonexistent',
          buildSha: undefined,
          readTextFile: () => '',
        }),
      logger: silentLogger,
      write: (text) => {
        output.out += text;
      },
      writeError: (text) => {
        output.error += text;
      },
    };
    return { context, output };
  };

  it('makes a key pair, then issues a key into the database with it', async () => {
    const keygen = cli({});
    expect(await runLicenceCommand(['keygen'], keygen.context)).toBe(0);
    const signingKey = /^LICENCE_SIGNING_KEY=(\S+)$/m.exec(keygen.output.out)?.[1] ?? '';
    expect(signingKey).not.toBe('');

    directory = createTemporaryDirectory('licence-cli');
    const environment = { DATA_DIR: directory.path, LICENCE_SIGNING_KEY: signingKey };
    const issued = cli(environment);
    const arguments_ = ['issue', '--email', 'Ada@Example.com', '--plan', 'premium', '--devices', '3'];
    expect(await runLicenceCommand(arguments_, issued.context)).toBe(0);
    const key = issued.output.out.trim();
    expect(key).toMatch(/^CONFAB(-[0-9A-Z]{5}){4}$/);
    expect(issued.output.error).toContain('premium licence for ada@example.com on 3 device(s)');

    const database = openDatabase({ kind: 'sqlite', file: path.join(directory.path, 'confab.sqlite') });
    try {
      const row = await database
        .selectFrom('licences')
        .selectAll()
        .where('key_hash', '=', hashLicenceKey(key))
        .executeTakeFirst();
      expect(row).toMatchObject({ email: 'ada@example.com', plan: 'premium', device_limit: 3 });
    } finally {
      await database.destroy();
    }
  });

  it('explains its usage for unknown commands and bad arguments, and needs a signing key to issue', async () => {
    for (const args of [
      [],
      ['nope'],
      ['issue', '--plan', 'gold', '--email', 'a@b.co'],
      ['issue', '--what'],
    ]) {
      const run = cli({});
      expect(await runLicenceCommand(args, run.context)).toBe(2);
      expect(run.output.error).toContain('Usage:');
    }
    const run = cli({ DATA_DIR: '/nonexistent' });
    expect(await runLicenceCommand(['issue', '--email', 'a@b.co', '--plan', 'standard'], run.context)).toBe(
      1,
    );
    expect(run.output.error).toContain('LICENCE_SIGNING_KEY');
  });
});

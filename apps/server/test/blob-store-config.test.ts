import { describe, expect, it } from 'vitest';
import { ConfigError, parseServerConfig } from '../src/config.ts';

const parse = (environment: Record<string, string>) =>
  parseServerConfig({
    environment,
    serverDirectory: '/srv/confab/apps/server/dist',
    buildSha: undefined,
    readTextFile: () => {
      throw new Error('no files here');
    },
  });

const postgres = 'postgres://confab@db:5432/confab';

describe('BLOB_STORE', () => {
  it('keeps uploads on the disk by default, also over PostgreSQL', () => {
    expect(parse({}).blobStore).toBe('filesystem');
    expect(parse({ DATABASE_URL: postgres }).blobStore).toBe('filesystem');
    expect(parse({ BLOB_STORE: 'FileSystem' }).blobStore).toBe('filesystem');
  });

  it('puts them in PostgreSQL large objects when asked and the database is PostgreSQL', () => {
    expect(parse({ DATABASE_URL: postgres, BLOB_STORE: 'postgres' }).blobStore).toBe('postgres');
  });

  it('refuses postgres over SQLite, and names it wrongly spelt', () => {
    expect(() => parse({ BLOB_STORE: 'postgres' })).toThrow(
      new ConfigError('BLOB_STORE=postgres needs DATABASE_URL to name a PostgreSQL database.'),
    );
    expect(() => parse({ DATABASE_URL: postgres, BLOB_STORE: 's3' })).toThrow(
      new ConfigError('BLOB_STORE must be filesystem or postgres, got "s3".'),
    );
  });
});

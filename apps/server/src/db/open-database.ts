import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config.ts';
import { isSchemaName } from './schema-name.ts';
import type { ConfabDatabase, DatabaseTables } from './tables.ts';

function openSqlite(file: string): ConfabDatabase {
  mkdirSync(path.dirname(file), { recursive: true });
  const connection = new SqliteDatabase(file);
  // WAL lets readers work while a write is in progress; the busy timeout absorbs short lock waits.
  connection.pragma('journal_mode = WAL');
  connection.pragma('busy_timeout = 5000');
  connection.pragma('foreign_keys = ON');
  return new Kysely<DatabaseTables>({ dialect: new SqliteDialect({ database: connection }) });
}

/**
 * pg hands bigint columns back as strings to stay exact beyond 2^53; ours hold epoch milliseconds
 * and sequence numbers, far below that, so they are read as numbers like SQLite returns them.
 */
function postgresTypes(): pg.TypeOverrides {
  const types = new pg.TypeOverrides();
  types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
  return types;
}

function openPostgres(url: string, schema: string | undefined): ConfabDatabase {
  if (schema !== undefined && !isSchemaName(schema)) throw new Error(`Invalid schema name "${schema}".`);
  const pool = new pg.Pool({
    connectionString: url,
    types: postgresTypes(),
    // Every pooled connection starts in the schema, so unqualified table names resolve inside it.
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  return new Kysely<DatabaseTables>({ dialect: new PostgresDialect({ pool }) });
}

/** Opens the database; `destroy()` on the result closes it. Run migrations before use. */
export function openDatabase(target: DatabaseTarget): ConfabDatabase {
  return target.kind === 'sqlite' ? openSqlite(target.file) : openPostgres(target.url, target.schema);
}

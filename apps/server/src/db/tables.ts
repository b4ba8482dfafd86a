import type { Generated, Kysely } from 'kysely';

/*
 * Row shapes as stored. Times are ISO-8601 UTC strings (Date#toISOString): the same text on SQLite
 * and PostgreSQL, and they sort and compare correctly as text.
 */

export interface ServerMetaTable {
  key: string;
  value: string;
}

export interface UsersTable {
  id: string;
  email: string;
  created_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface LoginCodesTable {
  id: string;
  email: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  attempts: Generated<number>;
  ended_at: string | null;
}

export interface RateLimitHitsTable {
  bucket: string;
  subject: string;
  window_start: string;
  hits: number;
}

export interface DatabaseTables {
  server_meta: ServerMetaTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_codes: LoginCodesTable;
  rate_limit_hits: RateLimitHitsTable;
}

export type ConfabDatabase = Kysely<DatabaseTables>;

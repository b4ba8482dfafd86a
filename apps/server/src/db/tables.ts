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
  /** Refreshed at most once an hour of use; the session ends after 30 days without use. */
  last_used_at: string;
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

/** Times in `updated_at` are the device's epoch milliseconds (bigint, read back as numbers). */
export interface SyncRecordsTable {
  user_id: string;
  kind: string;
  id: string;
  category: string;
  parent_id: string | null;
  updated_at: number;
  /** 0 or 1: portable across SQLite and PostgreSQL. */
  deleted: number;
  /** The record as JSON text; null for a deletion. */
  data: string | null;
  /** Bytes of `data`, counted towards the account's storage use. */
  size: number;
  seq: number;
  synced_at: string;
}

export interface SyncCursorsTable {
  user_id: string;
  last_seq: number;
  last_write_at: string;
}

export interface CloudBlobsTable {
  user_id: string;
  id: string;
  content_type: string;
  content_disposition: string;
  size: number;
  /** Where the bytes are in the blob store. */
  storage_key: string;
  synced_at: string;
}

export interface StoragePlansTable {
  user_id: string;
  limit_usage_bytes: number;
  is_paid: number;
  updated_at: string;
}

export interface SharedAgentsTable {
  id: string;
  user_id: string;
  /** The agent as JSON text. */
  data: string;
  created_at: string;
}

export interface SharedChatsTable {
  id: string;
  user_id: string;
  title: string;
  /** The shared chat document (`SharedChatData`) as JSON text. */
  data: string;
  /** Bytes of `data`, counted in the owner's storage. */
  size: number;
  /** SHA-256 (hex) of the delete link's secret; the secret itself is never stored. */
  delete_secret_hash: string;
  created_at: string;
  /** 1 when the owner let search engines list the page; 0 (noindex) otherwise. */
  indexable: Generated<number>;
}

export interface SharedPluginsTable {
  id: string;
  user_id: string;
  title: string;
  /** The shared plugin (`SharedPluginData`, secrets left out) as JSON text. */
  data: string;
  /** Bytes of `data`, counted in the owner's storage. */
  size: number;
  /** SHA-256 (hex) of the delete link's secret; the secret itself is never stored. */
  delete_secret_hash: string;
  created_at: string;
}

export interface SubscriptionsTable {
  /** `providerOne` or `providerTwo`. */
  provider: string;
  id: string;
  user_id: string;
  /** One of the storage plans. */
  plan: string;
  status: string;
  customer_id: string | null;
  ends_at: string | null;
  /** What the stats show: the provider's subscription as JSON text, trimmed to the fields read. */
  data: string;
  /** The provider's own time of this state; an older webhook never overwrites a newer one. */
  provider_updated_at: string;
  updated_at: string;
}

export interface NewsletterSubscriptionsTable {
  id: string;
  /** Normalised (trimmed, lower case); unique, so an address is subscribed once. */
  email: string;
  /** The account that subscribed while signed in, else null. */
  user_id: string | null;
  /** Random secret of the unsubscribe link (GET /api/unsubscribe-newsletter?token=…). */
  unsubscribe_token: string;
  created_at: string;
  updated_at: string;
  unsubscribed_at: string | null;
}

export interface LicencesTable {
  id: string;
  /** SHA-256 (hex) of the normalised key: how a presented key is found. */
  key_hash: string;
  key_last4: string;
  /** The key sealed with a secret derived from LICENCE_SIGNING_KEY (licensing/licence-key-sealing.ts). */
  key_sealed: string;
  /** Normalised (trimmed, lower case): the buyer's address, where recovery mails go. */
  email: string;
  plan: string;
  device_limit: number;
  /** The checkout that bought it (unique); null for keys issued by an administrator. */
  checkout_session_id: string | null;
  created_at: string;
  revoked_at: string | null;
}

export interface LicenceActivationsTable {
  instance_id: string;
  licence_id: string;
  name: string;
  created_at: string;
  last_verified_at: string;
  unlinked_at: string | null;
}

export interface DatabaseTables {
  server_meta: ServerMetaTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_codes: LoginCodesTable;
  rate_limit_hits: RateLimitHitsTable;
  sync_records: SyncRecordsTable;
  sync_cursors: SyncCursorsTable;
  shared_agents: SharedAgentsTable;
  shared_chats: SharedChatsTable;
  shared_plugins: SharedPluginsTable;
  cloud_blobs: CloudBlobsTable;
  storage_plans: StoragePlansTable;
  subscriptions: SubscriptionsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  licences: LicencesTable;
  licence_activations: LicenceActivationsTable;
}

export type ConfabDatabase = Kysely<DatabaseTables>;

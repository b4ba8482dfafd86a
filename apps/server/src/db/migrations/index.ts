import type { Migration, MigrationProvider } from 'kysely';
import { initialMigration } from './0001-initial.ts';
import { loginCodesAndRateLimitsMigration } from './0002-login-codes-and-rate-limits.ts';
import { syncRecordsMigration } from './0003-sync-records.ts';
import { cloudStorageMigration } from './0004-cloud-storage.ts';
import { sharedAgentsMigration } from './0005-shared-agents.ts';
import { subscriptionsMigration } from './0006-subscriptions.ts';
import { sessionLastUseMigration } from './0007-session-last-use.ts';
import { perAccountSyncRecordsMigration } from './0008-per-account-sync-records.ts';
import { sharedChatsMigration } from './0009-shared-chats.ts';
import { sharedChatIndexingMigration } from './0010-shared-chat-indexing.ts';
import { sharedPluginsMigration } from './0011-shared-plugins.ts';
import { newsletterSubscriptionsMigration } from './0012-newsletter-subscriptions.ts';
import { licencesMigration } from './0013-licences.ts';

/** Every migration, keyed by a name that sorts in the order they must run. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initialMigration,
  '0002-login-codes-and-rate-limits': loginCodesAndRateLimitsMigration,
  '0003-sync-records': syncRecordsMigration,
  '0004-cloud-storage': cloudStorageMigration,
  '0005-shared-agents': sharedAgentsMigration,
  '0006-subscriptions': subscriptionsMigration,
  '0007-session-last-use': sessionLastUseMigration,
  '0008-per-account-sync-records': perAccountSyncRecordsMigration,
  '0009-shared-chats': sharedChatsMigration,
  '0010-shared-chat-indexing': sharedChatIndexingMigration,
  '0011-shared-plugins': sharedPluginsMigration,
  '0012-newsletter-subscriptions': newsletterSubscriptionsMigration,
  '0013-licences': licencesMigration,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

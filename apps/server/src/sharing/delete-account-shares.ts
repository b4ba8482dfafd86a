import type { Kysely } from 'kysely';
import type { DatabaseTables } from '../db/tables.ts';

/**
 * Everything an account published, gone with the account: its shared chats, agents and plugins.
 * Account deletion calls this in its own transaction (pass the transaction as the executor).
 */
export async function deleteAccountShares(executor: Kysely<DatabaseTables>, userID: string): Promise<void> {
  await executor.deleteFrom('shared_chats').where('user_id', '=', userID).execute();
  await executor.deleteFrom('shared_agents').where('user_id', '=', userID).execute();
  await executor.deleteFrom('shared_plugins').where('user_id', '=', userID).execute();
}

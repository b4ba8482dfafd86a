import type { Selectable } from 'kysely';
import type { LoginCodesTable } from '../tables.ts';
import type { RepositoryContext } from './repository-context.ts';
import { normaliseEmail } from './users-repository.ts';

export interface LoginCode {
  id: string;
  email: string;
  /** Never the code itself: a hash bound to the row id (see auth/login-code.ts). */
  codeHash: string;
  createdAt: string;
  expiresAt: string;
  attempts: number;
  endedAt: string | null;
}

export interface LoginCodesRepository {
  /**
   * Stores a new code for the address and ends every earlier live one, so only the newest code in
   * an inbox works. The id is chosen by the caller because the hash is bound to it.
   */
  replace: (input: { id: string; email: string; codeHash: string; expiresAt: Date }) => Promise<LoginCode>;
  /** The address's live code: not ended, not expired, with tries left; undefined otherwise. */
  findLive: (input: { email: string; maximumAttempts: number }) => Promise<LoginCode | undefined>;
  /**
   * Takes one try before the comparison, atomically, so parallel guesses cannot share one try.
   * False when the code has ended, expired or used up its tries meanwhile.
   */
  takeAttempt: (input: { id: string; maximumAttempts: number }) => Promise<boolean>;
  /** Ends the code; false when it had already ended (so a code logs in only once, even in a race). */
  end: (id: string) => Promise<boolean>;
}

function toLoginCode(row: Selectable<LoginCodesTable>): LoginCode {
  return {
    id: row.id,
    email: row.email,
    codeHash: row.code_hash,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    attempts: row.attempts,
    endedAt: row.ended_at,
  };
}

export function createLoginCodesRepository({ database, now }: RepositoryContext): LoginCodesRepository {
  return {
    async replace({ id, email, codeHash, expiresAt }) {
      const createdAt = now().toISOString();
      const row = {
        id,
        email: normaliseEmail(email),
        code_hash: codeHash,
        created_at: createdAt,
        expires_at: expiresAt.toISOString(),
        attempts: 0,
        ended_at: null,
      };
      await database.transaction().execute(async (transaction) => {
        await transaction
          .updateTable('login_codes')
          .set({ ended_at: createdAt })
          .where('email', '=', row.email)
          .where('ended_at', 'is', null)
          .execute();
        // Ended and expired codes are of no further use, whoever they were for; keep the table small.
        await transaction
          .deleteFrom('login_codes')
          .where((expression) =>
            expression.or([
              expression.and([expression('email', '=', row.email), expression('ended_at', 'is not', null)]),
              expression('expires_at', '<=', createdAt),
            ]),
          )
          .execute();
        await transaction.insertInto('login_codes').values(row).execute();
      });
      return toLoginCode(row);
    },

    async findLive({ email, maximumAttempts }) {
      const row = await database
        .selectFrom('login_codes')
        .selectAll()
        .where('email', '=', normaliseEmail(email))
        .where('ended_at', 'is', null)
        .where('expires_at', '>', now().toISOString())
        .where('attempts', '<', maximumAttempts)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      return row && toLoginCode(row);
    },

    async takeAttempt({ id, maximumAttempts }) {
      const result = await database
        .updateTable('login_codes')
        .set((expression) => ({ attempts: expression('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('ended_at', 'is', null)
        .where('expires_at', '>', now().toISOString())
        .where('attempts', '<', maximumAttempts)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async end(id) {
      const result = await database
        .updateTable('login_codes')
        .set({ ended_at: now().toISOString() })
        .where('id', '=', id)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

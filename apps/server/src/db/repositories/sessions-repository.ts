import type { Selectable } from 'kysely';
import type { SessionsTable } from '../tables.ts';
import type { RepositoryContext } from './repository-context.ts';

export interface Session {
  id: string;
  userID: string;
  /** Only a hash of the bearer token is stored, so a leaked database does not leak sessions. */
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  /** Within an hour of the last use (see `touch`). */
  lastUsedAt: string;
}

/** When the session was last used; its creation when the column holds nothing readable. */
export function lastUseMs(session: Session): number {
  const lastUse = Date.parse(session.lastUsedAt);
  return Number.isNaN(lastUse) ? Date.parse(session.createdAt) : lastUse;
}

/**
 * Live: not revoked, before its absolute end, and used within `idleLimitMs`. Both limits are checked
 * against the database row on every request, so every server instance agrees.
 */
export function isSessionActive(
  session: Session,
  now: Date,
  { idleLimitMs }: { idleLimitMs: number },
): boolean {
  const idleEnd = new Date(lastUseMs(session) + idleLimitMs).toISOString();
  const current = now.toISOString();
  return session.revokedAt === null && session.expiresAt > current && idleEnd > current;
}

export interface SessionsRepository {
  create: (input: { userID: string; tokenHash: string; expiresAt: Date }) => Promise<Session>;
  /** Returns the session even when revoked or expired; check it with isSessionActive. */
  findByTokenHash: (tokenHash: string) => Promise<Session | undefined>;
  /** Returns false when the session does not exist or was already revoked. */
  revoke: (sessionID: string) => Promise<boolean>;
  /**
   * Records a use when the stored one is older than `refreshAfterMs`, so a busy session costs one
   * write an interval, not one a request; returns whether it wrote.
   */
  touch: (input: { sessionID: string; refreshAfterMs: number }) => Promise<boolean>;
  /** Revokes the user's other live sessions ("sign out everywhere else"); returns how many. */
  revokeOthers: (input: { userID: string; keepSessionID: string }) => Promise<number>;
  /** Ends every live session of the account (a member the admin console removed); returns how many. */
  revokeAll: (userID: string) => Promise<number>;
}

function toSession(row: Selectable<SessionsTable>): Session {
  return {
    id: row.id,
    userID: row.user_id,
    tokenHash: row.token_hash,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    lastUsedAt: row.last_used_at,
  };
}

export function createSessionsRepository({ database, now, newID }: RepositoryContext): SessionsRepository {
  return {
    async create({ userID, tokenHash, expiresAt }) {
      const row = {
        id: newID('s'),
        user_id: userID,
        token_hash: tokenHash,
        created_at: now().toISOString(),
        expires_at: expiresAt.toISOString(),
        revoked_at: null,
        last_used_at: now().toISOString(),
      };
      await database.insertInto('sessions').values(row).execute();
      return toSession(row);
    },

    async findByTokenHash(tokenHash) {
      const row = await database
        .selectFrom('sessions')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row && toSession(row);
    },

    async revoke(sessionID) {
      const result = await database
        .updateTable('sessions')
        .set({ revoked_at: now().toISOString() })
        .where('id', '=', sessionID)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async touch({ sessionID, refreshAfterMs }) {
      const current = now();
      const staleBefore = new Date(current.getTime() - refreshAfterMs).toISOString();
      const result = await database
        .updateTable('sessions')
        .set({ last_used_at: current.toISOString() })
        .where('id', '=', sessionID)
        .where('last_used_at', '<=', staleBefore)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async revokeOthers({ userID, keepSessionID }) {
      const result = await database
        .updateTable('sessions')
        .set({ revoked_at: now().toISOString() })
        .where('user_id', '=', userID)
        .where('id', '!=', keepSessionID)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async revokeAll(userID) {
      const result = await database
        .updateTable('sessions')
        .set({ revoked_at: now().toISOString() })
        .where('user_id', '=', userID)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

import { sql } from 'kysely';
import type { RepositoryContext } from './repository-context.ts';

export interface RateLimitRule {
  /** Names the limit, e.g. `login-email`; counters of different rules never mix. */
  bucket: string;
  windowMs: number;
  limit: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window ends (for Retry-After). */
  retryAfterSeconds: number;
}

export interface RateLimitsRepository {
  /** Counts one hit for the subject (an e-mail, an IP address) and says whether it is within the rule. */
  hit: (rule: RateLimitRule, subject: string) => Promise<RateLimitResult>;
}

/**
 * Fixed-window counters in the database, so every server instance behind a load balancer shares
 * them. One upsert per hit: the increment is atomic on SQLite and PostgreSQL alike.
 */
export function createRateLimitsRepository({ database, now }: RepositoryContext): RateLimitsRepository {
  return {
    async hit({ bucket, windowMs, limit }, subject) {
      const currentTime = now().getTime();
      const windowStartMs = Math.floor(currentTime / windowMs) * windowMs;
      const windowStart = new Date(windowStartMs).toISOString();
      const row = await database
        .insertInto('rate_limit_hits')
        .values({ bucket, subject, window_start: windowStart, hits: 1 })
        .onConflict((conflict) =>
          conflict
            .columns(['bucket', 'subject', 'window_start'])
            .doUpdateSet({ hits: sql<number>`rate_limit_hits.hits + 1` }),
        )
        .returning('hits')
        .executeTakeFirstOrThrow();
      // Past windows of this rule no longer count for anything, for any subject.
      await database
        .deleteFrom('rate_limit_hits')
        .where('bucket', '=', bucket)
        .where('window_start', '<', windowStart)
        .execute();
      return {
        allowed: row.hits <= limit,
        retryAfterSeconds: Math.max(1, Math.ceil((windowStartMs + windowMs - currentTime) / 1000)),
      };
    },
  };
}

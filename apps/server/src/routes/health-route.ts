import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { HealthResponse } from '@confab/core/protocol';
import type { ConfabDatabase } from '../db/tables.ts';
import type { Logger } from '../logging/logger.ts';

/** GET /api/health: for load balancers and start scripts; 503 while the database cannot answer. */
export function registerHealthRoute(
  app: Hono,
  { database, logger }: { database: ConfabDatabase; logger: Logger },
): void {
  app.get('/api/health', async (context) => {
    context.header('Cache-Control', 'no-store');
    try {
      await sql`select 1`.execute(database);
    } catch (error) {
      logger.error('health check failed', { error });
      return context.json({ userMessage: 'The database is not available.' }, 503);
    }
    const body: HealthResponse = { ok: true };
    return context.json(body);
  });
}

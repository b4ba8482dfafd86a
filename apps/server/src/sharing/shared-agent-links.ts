import type { SharedLink } from '@confab/core/protocol';
import type { ConfabDatabase } from '../db/tables.ts';

function titleOf(data: string): string {
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed === 'object' && parsed !== null && Object.hasOwn(parsed, 'title')) {
      const title = (parsed as { title: unknown }).title;
      if (typeof title === 'string') return title;
    }
  } catch {
    // Stored by this server as JSON; a damaged row still lists, untitled, so it can be deleted.
  }
  return '';
}

/** The owner's side of shared agents (they are published by shared-agent-routes.ts). */
export function createSharedAgentLinks(database: ConfabDatabase) {
  return {
    async listOf(userID: string): Promise<SharedLink[]> {
      const rows = await database
        .selectFrom('shared_agents')
        .select(['id', 'data', 'created_at'])
        .where('user_id', '=', userID)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        title: titleOf(row.data),
        createdAt: Date.parse(row.created_at),
        type: 'character',
      }));
    },

    async deleteOf(userID: string, selection: { ids: readonly string[] } | 'all'): Promise<void> {
      let query = database.deleteFrom('shared_agents').where('user_id', '=', userID);
      if (selection !== 'all') {
        if (selection.ids.length === 0) return;
        query = query.where('id', 'in', [...selection.ids]);
      }
      await query.execute();
    },
  };
}

export type SharedAgentLinks = ReturnType<typeof createSharedAgentLinks>;

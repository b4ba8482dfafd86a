import type { AuditEntry } from '@confab/core/protocol';
import type { RepositoryContext } from '../db/repositories/repository-context.ts';

const overridesRowID = 'current';

function parseObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export interface AdminStore {
  /** The stored host-config overrides; an empty object before the first PUT. */
  readOverrides: () => Promise<Record<string, unknown>>;
  writeOverrides: (overrides: Record<string, unknown>) => Promise<void>;
  audit: (entry: { actorEmail: string; action: string; summary: Record<string, unknown> }) => Promise<void>;
  /** Newest first. */
  listAudit: (limit: number) => Promise<AuditEntry[]>;
}

/** Host-config overrides and the audit log (migration 0015-admin). */
export function createAdminStore({ database, now, newID }: RepositoryContext): AdminStore {
  let lastAuditMs = 0;
  return {
    async readOverrides() {
      const row = await database
        .selectFrom('host_config_overrides')
        .select('data')
        .where('id', '=', overridesRowID)
        .executeTakeFirst();
      return row ? parseObject(row.data) : {};
    },

    async writeOverrides(overrides) {
      const data = JSON.stringify(overrides);
      const updatedAt = now().toISOString();
      await database
        .insertInto('host_config_overrides')
        .values({ id: overridesRowID, data, updated_at: updatedAt })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ data, updated_at: updatedAt }))
        .execute();
    },

    async audit({ actorEmail, action, summary }) {
      // Two actions in one millisecond would list in the random order of their ids: each entry of
      // this server is at least a millisecond after its previous one, so the log keeps their order.
      lastAuditMs = Math.max(now().getTime(), lastAuditMs + 1);
      await database
        .insertInto('admin_audit_log')
        .values({
          id: newID('audit'),
          actor_email: actorEmail,
          action,
          summary: JSON.stringify(summary),
          created_at: new Date(lastAuditMs).toISOString(),
        })
        .execute();
    },

    async listAudit(limit) {
      const rows = await database
        .selectFrom('admin_audit_log')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        actorEmail: row.actor_email,
        action: row.action,
        summary: parseObject(row.summary),
        createdAt: row.created_at,
      }));
    },
  };
}

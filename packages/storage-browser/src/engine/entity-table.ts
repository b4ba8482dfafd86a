import type { TombstoneTableName } from '@confab/core/entities';
import type { Table } from '@confab/core/ports';
import type { ChangeDescription } from './change-hub.ts';
import { dropTombstones, present, readRows, writeTombstones, type EngineContext } from './engine-context.ts';
import type { StoredRow } from './record-backend.ts';
import { requireValid } from './record-codecs.ts';

interface EntityTableOptions<T> {
  /** Adds stored-only index fields; the identity by default. */
  toRow?: (record: T) => StoredRow;
}

/** The generic keyed table: validated writes, tombstoned deletes, change events after commit. */
export function createEntityTable<T extends { id: string }>(
  context: EngineContext,
  table: TombstoneTableName,
  options: EntityTableOptions<T> = {},
): Table<T> {
  const toRow = options.toRow ?? ((record: T) => ({ ...record }));

  async function putMany(records: readonly T[]): Promise<void> {
    if (records.length === 0) return;
    const rows = records.map((record) => toRow(requireValid(table, record)));
    const ids = records.map((record) => record.id);
    const changes = await context.backend.transact('write', [table, 'tombstones'], async (transaction) => {
      await transaction.put(table, rows);
      const revived = await dropTombstones(transaction, table, ids);
      return [{ table, ids }, ...revived] satisfies ChangeDescription[];
    });
    context.hub.emit(changes);
  }

  return {
    get: async (id) => {
      const row = await context.backend.transact('read', [table], (transaction) =>
        transaction.get(table, id),
      );
      return readRows<T>(context, table, [row])[0];
    },
    getMany: async (ids) => {
      const rows = await context.backend.transact('read', [table], (transaction) =>
        transaction.getMany(table, ids),
      );
      return readRows<T>(context, table, rows);
    },
    list: async () => {
      const rows = await context.backend.transact('read', [table], (transaction) =>
        transaction.getAll(table),
      );
      return present(readRows<T>(context, table, rows));
    },
    put: (record) => putMany([record]),
    putMany,
    delete: async (id) => {
      const changes = await context.backend.transact('write', [table, 'tombstones'], async (transaction) => {
        if ((await transaction.get(table, id)) === undefined) return [];
        await transaction.delete(table, [id]);
        const tombstones = await writeTombstones(transaction, table, [id], context.clock.now());
        return [{ table, ids: [id] }, ...tombstones] satisfies ChangeDescription[];
      });
      context.hub.emit(changes);
    },
  };
}

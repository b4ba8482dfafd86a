import type { Tombstone } from '@confab/core/entities';
import type { TombstoneReference, TombstoneTable } from '@confab/core/ports';
import { present, readRows, type EngineContext } from './engine-context.ts';
import type { StoredRow } from './record-backend.ts';

function keyOf(reference: TombstoneReference): readonly [string, string] {
  return [reference.table, reference.id];
}

export function createTombstoneTable(context: EngineContext): TombstoneTable {
  const { backend, hub } = context;
  const read = (rows: Parameters<typeof readRows>[2]) =>
    present(readRows<Tombstone>(context, 'tombstones', rows));

  return {
    list: async () =>
      read(await backend.transact('read', ['tombstones'], (transaction) => transaction.getAll('tombstones'))),
    listSince: async (time) =>
      read(
        await backend.transact('read', ['tombstones'], (transaction) => transaction.tombstonesSince(time)),
      ),
    markSynced: async (references, syncedAt) => {
      const updated = await backend.transact('write', ['tombstones'], async (transaction) => {
        const rows = present(await transaction.getMany('tombstones', references.map(keyOf)));
        const synced = rows.map((row): StoredRow => ({ ...row, syncedAt }));
        await transaction.put('tombstones', synced);
        return synced.map((row) => String(row.id));
      });
      hub.emit([{ table: 'tombstones', ids: updated }]);
    },
    clear: async (references) => {
      const removed = await backend.transact('write', ['tombstones'], async (transaction) => {
        const rows = references
          ? present(await transaction.getMany('tombstones', references.map(keyOf)))
          : await transaction.getAll('tombstones');
        await transaction.delete(
          'tombstones',
          rows.map((row) => [String(row.table), String(row.id)] as const),
        );
        return rows.map((row) => String(row.id));
      });
      hub.emit([{ table: 'tombstones', ids: removed }]);
    },
  };
}

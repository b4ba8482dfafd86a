import type { Setting } from '@confab/core/entities';
import type { SettingsTable } from '@confab/core/ports';
import { dropTombstones, present, readRows, writeTombstones, type EngineContext } from './engine-context.ts';
import { requireValid } from './record-codecs.ts';

/** Settings are keyed by their name; a removed setting leaves a tombstone like any synced record. */
export function createSettingsTable(context: EngineContext): SettingsTable {
  const { backend, hub } = context;
  return {
    get: async (key) => {
      const row = await backend.transact('read', ['settings'], (transaction) =>
        transaction.get('settings', key),
      );
      return readRows<Setting>(context, 'settings', [row])[0];
    },
    set: async (setting) => {
      const row = requireValid('settings', setting);
      const revived = await backend.transact('write', ['settings', 'tombstones'], async (transaction) => {
        await transaction.put('settings', [row]);
        return dropTombstones(transaction, 'settings', [row.key]);
      });
      hub.emit([{ table: 'settings', ids: [row.key] }, ...revived]);
    },
    all: async () => {
      const rows = await backend.transact('read', ['settings'], (transaction) =>
        transaction.getAll('settings'),
      );
      return present(readRows<Setting>(context, 'settings', rows));
    },
    delete: async (key) => {
      const changes = await backend.transact('write', ['settings', 'tombstones'], async (transaction) => {
        if ((await transaction.get('settings', key)) === undefined) return [];
        await transaction.delete('settings', [key]);
        const tombstones = await writeTombstones(transaction, 'settings', [key], context.clock.now());
        return [{ table: 'settings' as const, ids: [key] }, ...tombstones];
      });
      hub.emit(changes);
    },
  };
}

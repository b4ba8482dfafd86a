import type { Setting } from '@confab/core/entities';
import type { SettingsTable } from '@confab/core/ports';
import { dropTombstones, present, readRows, writeTombstones, type EngineContext } from './engine-context.ts';
import { requireValid } from './record-codecs.ts';

interface PendingGet {
  key: string;
  resolve: (setting: Setting | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Gets asked for in one turn (a screen reading its dozen settings together) share one read
 * transaction: one each was 14 transactions for the speech settings alone, opened one after another
 * on the main thread while an answer's first bytes waited.
 */
function batchedGet(context: EngineContext): (key: string) => Promise<Setting | undefined> {
  let batch: PendingGet[] = [];
  const run = async (gets: readonly PendingGet[]) => {
    try {
      const rows = await context.backend.transact('read', ['settings'], (transaction) =>
        transaction.getMany(
          'settings',
          gets.map((get) => get.key),
        ),
      );
      // One by one, so a bad stored value costs only its own key.
      gets.forEach((get, index) => {
        get.resolve(readRows<Setting>(context, 'settings', [rows[index]])[0]);
      });
    } catch (error) {
      for (const get of gets) get.reject(error);
    }
  };
  return (key) =>
    new Promise((resolve, reject) => {
      if (batch.length === 0) {
        queueMicrotask(() => {
          const gets = batch;
          batch = [];
          void run(gets);
        });
      }
      batch.push({ key, resolve, reject });
    });
}

/** Settings are keyed by their name; a removed setting leaves a tombstone like any synced record. */
export function createSettingsTable(context: EngineContext): SettingsTable {
  const { backend, hub } = context;
  return {
    get: batchedGet(context),
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

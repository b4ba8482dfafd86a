import { systemClock } from '@confab/core/ports';
import { describe, expect, it, vi } from 'vitest';
import { createStorageEngine } from '../src/engine/create-storage.ts';
import type { RecordBackend } from '../src/engine/record-backend.ts';
import { memoryBackend } from '../src/memory-backend.ts';
import { memoryBusRelay } from '../src/memory-change-bus.ts';

let databases = 0;

/** A memory store whose backend counts the transactions it is asked for. */
function countingStorage(onInvalidRecord = vi.fn()) {
  databases += 1;
  const name = `settings-batched-get-${String(databases)}`;
  const inner = memoryBackend(name);
  const modes: string[] = [];
  const backend: RecordBackend = {
    ...inner,
    transact: (mode, tables, work) => {
      modes.push(`${mode} ${tables.join(',')}`);
      return inner.transact(mode, tables, work);
    },
  };
  const storage = createStorageEngine({
    backend,
    relay: memoryBusRelay(name),
    clock: systemClock,
    onInvalidRecord,
  });
  return { storage, modes, inner };
}

describe('settings gets asked for together', () => {
  it('share one read transaction and each answers its own key', async () => {
    const { storage, modes } = countingStorage();
    await storage.settings.set({ key: 'theme', value: 'dark', updatedAt: 1, syncedAt: null });
    await storage.settings.set({ key: 'locale', value: 'de', updatedAt: 2, syncedAt: null });
    modes.length = 0;

    const [theme, missing, locale] = await Promise.all([
      storage.settings.get('theme'),
      storage.settings.get('missing'),
      storage.settings.get('locale'),
    ]);

    expect(theme?.value).toBe('dark');
    expect(missing).toBeUndefined();
    expect(locale?.value).toBe('de');
    expect(modes).toEqual(['read settings']);
  });

  it('keeps gets asked for in later turns apart', async () => {
    const { storage, modes } = countingStorage();
    await storage.settings.get('theme');
    await storage.settings.get('locale');
    expect(modes).toEqual(['read settings', 'read settings']);
  });

  it('answers a bad stored value as missing without failing the other keys', async () => {
    const onInvalidRecord = vi.fn();
    const { storage, inner } = countingStorage(onInvalidRecord);
    await storage.settings.set({ key: 'theme', value: 'dark', updatedAt: 1, syncedAt: null });
    await inner.transact('write', ['settings'], (transaction) =>
      transaction.put('settings', [{ key: 'broken', value: 'x', updatedAt: 'not a time' }]),
    );

    const [theme, broken] = await Promise.all([
      storage.settings.get('theme'),
      storage.settings.get('broken'),
    ]);

    expect(theme?.value).toBe('dark');
    expect(broken).toBeUndefined();
    expect(onInvalidRecord).toHaveBeenCalledTimes(1);
  });

  it('rejects every get of a batch whose read fails', async () => {
    const inner = memoryBackend('settings-batched-get-failing');
    const broken = createStorageEngine({
      backend: { ...inner, transact: () => Promise.reject(new Error('The database is closed.')) },
      relay: memoryBusRelay('settings-batched-get-failing'),
      clock: systemClock,
      onInvalidRecord: vi.fn(),
    });
    const results = await Promise.allSettled([broken.settings.get('theme'), broken.settings.get('locale')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});

import type { StoragePort, Table } from '@confab/core/ports';
import { InvalidRecordError } from '@confab/core/ports';
import { describe, expect, it } from 'vitest';
import {
  agentFixture,
  baseTime,
  blobFixture,
  customModelFixture,
  folderFixture,
  pluginFixture,
  profileFixture,
  promptFixture,
} from '../record-fixtures.ts';
import type { ContractContext } from '../storage-contract.ts';

interface TableCase {
  table: 'folders' | 'agents' | 'prompts' | 'plugins' | 'customModels' | 'profiles';
  make: (id: string) => { id: string; updatedAt: number };
  ids: [string, string];
}

const tableCases: TableCase[] = [
  { table: 'folders', make: folderFixture, ids: ['fo-1', 'fo-2'] },
  { table: 'agents', make: agentFixture, ids: ['a-1', 'a-2'] },
  { table: 'prompts', make: promptFixture, ids: ['pr-1', 'pr-2'] },
  { table: 'plugins', make: pluginFixture, ids: ['plugin-1', 'plugin-2'] },
  { table: 'customModels', make: customModelFixture, ids: ['model-1', 'model-2'] },
  { table: 'profiles', make: profileFixture, ids: ['profile-1', 'profile-2'] },
];

function tableOf(storage: StoragePort, name: TableCase['table']): Table<{ id: string; updatedAt: number }> {
  return storage[name];
}

export function registerTableContract(context: ContractContext): void {
  describe.each(tableCases)('$table table', ({ table, make, ids }) => {
    it('puts, gets, lists, updates and deletes records, leaving a tombstone', async () => {
      const records = tableOf(context.storage(), table);
      const [firstID, secondID] = ids;
      await records.putMany([make(secondID), make(firstID)]);
      expect(await records.get(firstID)).toEqual(make(firstID));
      expect(await records.getMany([secondID, 'missing', firstID])).toEqual([
        make(secondID),
        undefined,
        make(firstID),
      ]);
      expect((await records.list()).map((record) => record.id)).toEqual([firstID, secondID]);

      await records.put({ ...make(firstID), updatedAt: baseTime + 5 });
      expect((await records.get(firstID))?.updatedAt).toBe(baseTime + 5);

      context.clock.set(baseTime + 10);
      await records.delete(firstID);
      expect(await records.get(firstID)).toBeUndefined();
      expect(await context.storage().tombstones.list()).toEqual([
        { id: firstID, table, deletedAt: baseTime + 10, syncedAt: null },
      ]);
    });

    it('refuses an invalid record and stores nothing', async () => {
      const records = tableOf(context.storage(), table);
      const invalid = { ...make(ids[0]), createdAt: 'yesterday' };
      await expect(records.put(invalid)).rejects.toBeInstanceOf(InvalidRecordError);
      expect(await records.list()).toEqual([]);
    });
  });

  it('deleting a record that does not exist leaves no tombstone', async () => {
    await context.storage().folders.delete('fo-never');
    expect(await context.storage().tombstones.list()).toEqual([]);
  });

  it('writing a deleted record again removes its tombstone', async () => {
    const { folders, tombstones } = context.storage();
    await folders.put(folderFixture('fo-1'));
    await folders.delete('fo-1');
    await folders.put(folderFixture('fo-1'));
    expect(await tombstones.list()).toEqual([]);
  });

  it('round-trips settings with structured values', async () => {
    const { settings, tombstones } = context.storage();
    const value = { temperature: 0.7, stop: ['\n\n'], nested: { streaming: true } };
    await settings.set({ key: 'defaultModelSettings', value, updatedAt: baseTime, syncedAt: null });
    await settings.set({ key: 'theme', value: 'dark', updatedAt: baseTime, syncedAt: baseTime });
    expect(await settings.get('defaultModelSettings')).toEqual({
      key: 'defaultModelSettings',
      value,
      updatedAt: baseTime,
      syncedAt: null,
    });
    expect((await settings.all()).map((setting) => setting.key)).toEqual(['defaultModelSettings', 'theme']);
    await settings.delete('theme');
    expect(await settings.get('theme')).toBeUndefined();
    expect((await tombstones.list()).map((tombstone) => tombstone.table)).toEqual(['settings']);
  });

  it('round-trips blobs as Blob data', async () => {
    const { blobs } = context.storage();
    await blobs.put(blobFixture('blob-1', 'hello attachment'));
    const stored = await blobs.get('blob-1');
    expect(stored?.data).toBeInstanceOf(Blob);
    expect(await stored?.data.text()).toBe('hello attachment');
    expect(stored?.data.type).toBe('text/plain');
    expect(stored?.size).toBe(16);
    await blobs.delete('blob-1');
    expect(await blobs.get('blob-1')).toBeUndefined();
  });

  it('lists tombstones since a time, marks them synced and clears them', async () => {
    const { agents, prompts, tombstones } = context.storage();
    await agents.put(agentFixture('a-1'));
    await prompts.put(promptFixture('pr-1'));
    context.clock.set(100);
    await agents.delete('a-1');
    context.clock.set(200);
    await prompts.delete('pr-1');
    expect((await tombstones.listSince(150)).map((tombstone) => tombstone.id)).toEqual(['pr-1']);
    expect((await tombstones.listSince(0)).map((tombstone) => tombstone.id)).toEqual(['a-1', 'pr-1']);
    await tombstones.markSynced([{ table: 'agents', id: 'a-1' }], 300);
    expect((await tombstones.list()).find((tombstone) => tombstone.id === 'a-1')?.syncedAt).toBe(300);
    await tombstones.clear([{ table: 'agents', id: 'a-1' }]);
    expect((await tombstones.list()).map((tombstone) => tombstone.id)).toEqual(['pr-1']);
    await tombstones.clear();
    expect(await tombstones.list()).toEqual([]);
  });
}

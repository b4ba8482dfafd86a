import { describe, expect, it } from 'vitest';
import type { CustomModel, SyncRecord } from '@confab/core';
import { checkPushedRecord, syncRejectionReasons } from '@confab/core/protocol';
import { createRecordingSyncServer as recordingServer } from './memory-sync-server.ts';
import { createSteppingClock, createTestDevice } from './sync-devices.ts';

const lockedKey = 'encrypted-v1.600000.c2FsdA.aXY.Y2lwaGVy.1234';
const plainKey = 'sk-custom-never-leaves-5678';

function customModel(id: string, apiKey: string | undefined, updatedAt = 1): CustomModel {
  return {
    id,
    title: `Model ${id}`,
    endpointStyle: 'openai',
    endpointURL: 'https://llm.example.test/v1/chat/completions',
    modelID: 'served-model',
    ...(apiKey === undefined ? {} : { apiKey }),
    headers: [],
    bodyFields: {},
    createdAt: 1,
    updatedAt,
    syncedAt: null,
  };
}

describe('custom models’ API keys in sync', () => {
  it('sends a locked key with its model and a model with a plain key without it', async () => {
    const { server, pushed } = recordingServer();
    const clock = createSteppingClock();
    const laptop = createTestDevice('laptop', server, clock);
    await laptop.storage.customModels.put(customModel('locked', lockedKey));
    await laptop.storage.customModels.put(customModel('plain', plainKey));
    await laptop.engine.sync();

    expect(laptop.engine.status.lastError).toBeNull();
    expect(JSON.stringify(pushed)).not.toContain(plainKey);
    expect(server.get('customModel', 'locked')?.data).toMatchObject({ apiKey: lockedKey });
    expect(server.get('customModel', 'plain')?.data).not.toHaveProperty('apiKey');
    // The device keeps its plain key: only the pushed copy goes without it.
    expect((await laptop.storage.customModels.get('plain'))?.apiKey).toBe(plainKey);

    const phone = createTestDevice('phone', server, clock);
    await phone.engine.sync();
    expect((await phone.storage.customModels.get('locked'))?.apiKey).toBe(lockedKey);
    const arrived = await phone.storage.customModels.get('plain');
    expect(arrived?.title).toBe('Model plain');
    expect(arrived?.apiKey).toBeUndefined();
  });

  it('leaves even a locked key home when the API keys category is off', async () => {
    const { server, pushed } = recordingServer();
    const laptop = createTestDevice('laptop', server, createSteppingClock());
    await laptop.engine.setCategoryEnabled('apiKeys', false);
    await laptop.storage.customModels.put(customModel('locked', lockedKey));
    await laptop.engine.sync();
    expect(JSON.stringify(pushed)).not.toContain(lockedKey);
    expect(server.get('customModel', 'locked')?.data).not.toHaveProperty('apiKey');
  });

  it('keeps a device’s own key when a version of the model arrives without one', async () => {
    const { server } = recordingServer();
    const clock = createSteppingClock();
    const laptop = createTestDevice('laptop', server, clock);
    const phone = createTestDevice('phone', server, clock);
    await phone.storage.customModels.put({ ...customModel('m1', plainKey), syncedAt: 1 });
    await laptop.storage.customModels.put({ ...customModel('m1', undefined, 5), title: 'Renamed' });
    await laptop.engine.sync();
    await phone.engine.sync();
    expect(await phone.storage.customModels.get('m1')).toMatchObject({ title: 'Renamed', apiKey: plainKey });
  });

  it('is refused by the server when a pushed custom model carries a plain key', () => {
    const record: SyncRecord = {
      kind: 'customModel',
      id: 'm1',
      updatedAt: 1,
      deleted: false,
      data: customModel('m1', plainKey),
    };
    expect(checkPushedRecord(record)).toMatchObject({
      ok: false,
      result: { reason: syncRejectionReasons.notSyncable },
    });
    expect(checkPushedRecord({ ...record, data: customModel('m1', lockedKey) }).ok).toBe(true);
    expect(checkPushedRecord({ ...record, data: customModel('m1', undefined) }).ok).toBe(true);
    expect(checkPushedRecord({ ...record, data: customModel('m1', '') }).ok).toBe(true);
  });
});

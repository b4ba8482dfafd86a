import { describe, expect, it } from 'vitest';
import type { Profile, SyncRecord } from '@confab/core';
import { checkPushedRecord, syncRejectionReasons } from '@confab/core/protocol';
import { createRecordingSyncServer as recordingServer } from './memory-sync-server.ts';
import { createSteppingClock, createTestDevice } from './sync-devices.ts';

const lockedKey = 'encrypted-v1.600000.c2FsdA.aXY.Y2lwaGVy.1234';
const plainKey = 'sk-plain-never-leaves-5678';

function profile(assignedAPIKey: Profile['assignedAPIKey'], updatedAt = 1): Profile {
  return { id: 'p1', name: 'Ada', isCurrent: true, assignedAPIKey, createdAt: 1, updatedAt, syncedAt: null };
}

describe('API keys in sync', () => {
  it('sends locked keys (main and profile) and never a plain one', async () => {
    const { server, pushed } = recordingServer();
    const clock = createSteppingClock();
    const laptop = createTestDevice('laptop', server, clock);
    await laptop.storage.settings.set({
      key: 'apiKeys.openai',
      value: lockedKey,
      updatedAt: 1,
      syncedAt: null,
    });
    await laptop.storage.settings.set({
      key: 'apiKeys.gemini',
      value: plainKey,
      updatedAt: 1,
      syncedAt: null,
    });
    await laptop.storage.profiles.put(profile({ openAIAPIKey: lockedKey, anthropicAPIKey: plainKey }));
    await laptop.engine.sync();

    expect(laptop.engine.status.lastError).toBeNull();
    expect(JSON.stringify(pushed)).not.toContain(plainKey);
    expect(
      server
        .live()
        .map((record) => record.id)
        .sort(),
    ).toEqual(['apiKeys.openai', 'p1']);
    expect(server.get('profile', 'p1')?.data).toMatchObject({ assignedAPIKey: { openAIAPIKey: lockedKey } });
    // The device keeps its plain key: only the pushed copy goes without it.
    expect((await laptop.storage.profiles.get('p1'))?.assignedAPIKey?.anthropicAPIKey).toBe(plainKey);

    const phone = createTestDevice('phone', server, clock);
    await phone.engine.sync();
    expect((await phone.storage.settings.get('apiKeys.openai'))?.value).toBe(lockedKey);
    expect(await phone.storage.settings.get('apiKeys.gemini')).toBeUndefined();
  });

  it('keeps the keys of the API keys category home when it is switched off', async () => {
    const { server, pushed } = recordingServer();
    const laptop = createTestDevice('laptop', server, createSteppingClock());
    await laptop.engine.setCategoryEnabled('apiKeys', false);
    await laptop.storage.settings.set({
      key: 'apiKeys.openai',
      value: lockedKey,
      updatedAt: 1,
      syncedAt: null,
    });
    await laptop.storage.profiles.put(profile({ openAIAPIKey: lockedKey }));
    await laptop.engine.sync();
    expect(JSON.stringify(pushed)).not.toContain(lockedKey);
    expect(server.live().map((record) => record.id)).toEqual(['p1']);
  });

  it('keeps a device’s own profile keys when a version of the profile arrives without them', async () => {
    const { server } = recordingServer();
    const clock = createSteppingClock();
    const laptop = createTestDevice('laptop', server, clock);
    const phone = createTestDevice('phone', server, clock);
    await phone.storage.profiles.put({ ...profile({ geminiAPIKey: plainKey }), syncedAt: 1 });
    await laptop.storage.profiles.put(profile({ openAIAPIKey: lockedKey }, 5));
    await laptop.engine.sync();
    await phone.engine.sync();
    expect((await phone.storage.profiles.get('p1'))?.assignedAPIKey).toEqual({
      geminiAPIKey: plainKey,
      openAIAPIKey: lockedKey,
    });
  });

  it('is refused by the server when a pushed profile carries a plain key', () => {
    const record: SyncRecord = {
      kind: 'profile',
      id: 'p1',
      updatedAt: 1,
      deleted: false,
      data: profile({ openAIAPIKey: plainKey }),
    };
    expect(checkPushedRecord(record)).toMatchObject({
      ok: false,
      result: { reason: syncRejectionReasons.notSyncable },
    });
    expect(checkPushedRecord({ ...record, data: profile({ openAIAPIKey: lockedKey }) }).ok).toBe(true);
  });
});

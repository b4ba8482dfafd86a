import { describe, expect, it } from 'vitest';
import type { Profile } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { deleteProfile, emptyProfile, saveProfile, setCurrentProfile } from './profile-actions.ts';

function profile(id: string, isCurrent: boolean): Profile {
  return { ...emptyProfile(id, 1), name: id, isCurrent, syncedAt: 1 };
}

async function storeWith(...profiles: Profile[]) {
  const storage = createMemoryStorage();
  await storage.profiles.putMany(profiles);
  return storage;
}

describe('profile actions', () => {
  it('makes one profile current and clears the one before, marking both for sync', async () => {
    const storage = await storeWith(profile('home', true), profile('work', false), profile('club', false));
    await setCurrentProfile(storage, 'work', 50);
    const stored = new Map((await storage.profiles.list()).map((entry) => [entry.id, entry]));
    expect(stored.get('work')).toMatchObject({ isCurrent: true, updatedAt: 50, syncedAt: null });
    expect(stored.get('home')).toMatchObject({ isCurrent: false, updatedAt: 50, syncedAt: null });
    // Untouched records are not rewritten, so they do not sync again.
    expect(stored.get('club')).toMatchObject({ isCurrent: false, updatedAt: 1, syncedAt: 1 });
  });

  it('clears the current profile, leaving none', async () => {
    const storage = await storeWith(profile('home', true), profile('work', false));
    await setCurrentProfile(storage, null, 60);
    expect((await storage.profiles.list()).filter((entry) => entry.isCurrent)).toEqual([]);
  });

  it('saves a profile for sync and deletes one', async () => {
    const storage = await storeWith(profile('home', false));
    await saveProfile(storage, { ...profile('home', false), information: 'Nurse.' }, 70);
    expect(await storage.profiles.get('home')).toMatchObject({
      information: 'Nurse.',
      updatedAt: 70,
      syncedAt: null,
    });
    await deleteProfile(storage, 'home');
    expect(await storage.profiles.get('home')).toBeUndefined();
  });

  it('starts a new profile empty and not current', () => {
    expect(emptyProfile('p-1', 9)).toEqual({
      id: 'p-1',
      name: '',
      isCurrent: false,
      createdAt: 9,
      updatedAt: 9,
      syncedAt: null,
    });
  });
});

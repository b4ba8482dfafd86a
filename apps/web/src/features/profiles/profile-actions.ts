import type { Profile, StoragePort } from '@confab/core';

type ProfileStore = Pick<StoragePort, 'profiles'>;

/** A new, empty profile (spec §4 "add creates an empty profile with a fresh id"); it is not current. */
export function emptyProfile(id: string, now: number): Profile {
  return { id, name: '', isCurrent: false, createdAt: now, updatedAt: now, syncedAt: null };
}

/** Stores a changed profile and marks it for sync. */
export async function saveProfile(storage: ProfileStore, profile: Profile, now: number): Promise<void> {
  await storage.profiles.put({ ...profile, updatedAt: now, syncedAt: null });
}

/**
 * Makes one profile current, or none (`null`): one current at most, so every other current profile
 * is cleared in the same step. Records already right are not written (nothing to sync).
 */
export async function setCurrentProfile(
  storage: ProfileStore,
  profileID: string | null,
  now: number,
): Promise<void> {
  const profiles = await storage.profiles.list();
  const changed = profiles
    .filter((profile) => profile.isCurrent !== (profile.id === profileID))
    .map((profile) => ({ ...profile, isCurrent: profile.id === profileID, updatedAt: now, syncedAt: null }));
  if (changed.length > 0) await storage.profiles.putMany(changed);
}

/** Deletes a profile with its keys (the table leaves a tombstone, so the deletion syncs). */
export async function deleteProfile(storage: ProfileStore, profileID: string): Promise<void> {
  await storage.profiles.delete(profileID);
}

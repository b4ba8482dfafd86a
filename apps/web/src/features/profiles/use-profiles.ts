import { isChatFeatureOn, type Profile } from '@confab/core';
import { useHostConfig } from '../../host/host-config.tsx';
import { useSharedLiveQuery } from '../../storage/use-shared-live-query.ts';
import { profileKeysAllowed } from './profile-gates.ts';

const noProfiles: Profile[] = [];

/** Every stored profile, oldest first, re-read when this or another tab (or a sync) changes one. */
export function useProfiles(): { profiles: Profile[]; loaded: boolean; failed: boolean } {
  // Shared: every answer's Read aloud button asks for the current profile's keys.
  const { value, loaded, failed } = useSharedLiveQuery('profiles', () => ({
    read: async (storage) =>
      (await storage.profiles.list()).sort((first, second) => first.createdAt - second.createdAt),
    watches: (change) => change.table === 'profiles',
  }));
  return { profiles: value ?? noProfiles, loaded, failed };
}

/**
 * The current profile, if any. Profiles off on this host (`yourProfile: false`) means none is
 * current, so a profile synced from elsewhere never changes what is sent here.
 */
export function useCurrentProfile(): { profile: Profile | undefined; loaded: boolean } {
  const hostConfig = useHostConfig();
  const on = isChatFeatureOn(hostConfig, 'yourProfile');
  const { profiles, loaded } = useProfiles();
  return { profile: on ? profiles.find((profile) => profile.isCurrent) : undefined, loaded };
}

/** The current profile as far as its keys go: none when this host does not allow user keys. */
export function useCurrentProfileForKeys(): { profile: Profile | undefined; loaded: boolean } {
  const hostConfig = useHostConfig();
  const current = useCurrentProfile();
  return profileKeysAllowed(hostConfig) ? current : { profile: undefined, loaded: current.loaded };
}

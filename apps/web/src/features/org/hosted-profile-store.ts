import { useSyncExternalStore } from 'react';
import type { HostedUser } from '@confab/core/protocol';

export interface HostedProfile {
  firstName?: string | undefined;
  lastName?: string | undefined;
  profilePictureURL?: string | undefined;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let saved: HostedProfile | undefined;

/**
 * The member's names as last saved in this tab. The host config carries them at start; a save
 * replaces them here, so the workspace menu's profile card shows the new name without a reload.
 */
export const hostedProfileStore = {
  read: (): HostedProfile | undefined => saved,
  replace: (user: HostedUser): void => {
    saved = { firstName: user.firstName, lastName: user.lastName, profilePictureURL: user.profilePictureURL };
    for (const listener of listeners) listener();
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** The saved profile, else the host config's, as one "First Last" name; undefined without names. */
export function profileDisplayName(profile: HostedProfile | undefined): string | undefined {
  const name = [profile?.firstName, profile?.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return name === '' ? undefined : name;
}

export function useHostedProfile(fromHost: HostedProfile | undefined): HostedProfile | undefined {
  const fromTab = useSyncExternalStore(hostedProfileStore.subscribe, hostedProfileStore.read);
  return fromTab ?? fromHost;
}

import { useSyncExternalStore } from 'react';
import { crashArmed, CrashTestError, subscribeCrashes, type CrashPlace } from './crash-store.ts';

export function useCrashArmed(place: CrashPlace): boolean {
  return useSyncExternalStore(subscribeCrashes, () => crashArmed(place));
}

/** Renders nothing, or throws while the crash test has armed its place. */
export function CrashProbe({ place }: { place: CrashPlace }) {
  if (useCrashArmed(place)) throw new CrashTestError(place);
  return null;
}

/** Throws as soon as it renders: placed where a failure should be caught. */
export function Thrower({ place }: { place: string }): never {
  throw new CrashTestError(place);
}

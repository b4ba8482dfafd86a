import { useCallback, useEffect, useState } from 'react';
import {
  checkForNewVersion,
  fetchServedVersion,
  offeredVersion,
  runningBuildVersion,
  versionCheckKeys,
} from './version-check.ts';

export interface VersionCheckState {
  /** The newer build the server runs, while not dismissed. */
  newVersion: string | undefined;
  dismiss: () => void;
}

/** Checks when the tab is (or becomes) visible, at most once a day (spec §7); failures are only logged (§8). */
export function useVersionCheck(): VersionCheckState {
  const [newVersion, setNewVersion] = useState(() => offeredVersion(localStorage, runningBuildVersion));

  useEffect(() => {
    // A development build (and the unit tests) has no version to compare: nothing to ask.
    if (runningBuildVersion === 'dev') return;
    let active = true;
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      checkForNewVersion(localStorage, {
        now: new Date(),
        running: runningBuildVersion,
        fetchVersion: fetchServedVersion,
      }).then(
        (version) => {
          if (active) setNewVersion(version);
        },
        (error: unknown) => {
          console.warn('Version check failed', error);
        },
      );
    };
    check();
    document.addEventListener('visibilitychange', check);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', check);
    };
  }, []);

  const dismiss = useCallback(() => {
    if (newVersion !== undefined) localStorage.setItem(versionCheckKeys.dismissed, newVersion);
    setNewVersion(undefined);
  }, [newVersion]);

  return { newVersion, dismiss };
}

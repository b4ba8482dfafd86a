import { useSyncExternalStore } from 'react';
import {
  licencesApply,
  upgradeOffered,
  userCanUse,
  type LicenceContext,
  type LicencedFeature,
  type LicenceRight,
} from '@confab/core/licence';
import type { HostConfig } from '@confab/core/protocol';
import { useHostConfig } from '../../host/host-config.tsx';
import { readLicenceStatus, subscribeLicenceStatus, type LicenceStatus } from './licence-status.ts';
import { readStoredLicence, subscribeStoredLicence, type StoredLicence } from './licence-storage.ts';

/** Licence UI shows only on a host that sells licences and is not managed (issue #21). */
export function licencesOffered(hostConfig: HostConfig): boolean {
  return licencesApply({ managed: hostConfig.managed, licensing: hostConfig.licensing !== undefined });
}

export function useLicencesOffered(): boolean {
  return licencesOffered(useHostConfig());
}

export function useStoredLicence(): StoredLicence | undefined {
  return useSyncExternalStore(subscribeStoredLicence, readStoredLicence);
}

export function useLicenceStatus(): LicenceStatus {
  return useSyncExternalStore(subscribeLicenceStatus, readLicenceStatus);
}

let keySavedAtStart: boolean | undefined;

/**
 * Spec §4: the layout tour is for people with a saved licence key. Read once per page load, so a key
 * activated now brings the tour on the next load instead of stacking it on the licence dialogs.
 */
export function licenceKeySavedAtStart(): boolean {
  keySavedAtStart ??= readStoredLicence() !== undefined;
  return keySavedAtStart;
}

function useLicenceContext(): LicenceContext {
  const hostConfig = useHostConfig();
  const status = useLicenceStatus();
  return {
    managed: hostConfig.managed,
    licensing: hostConfig.licensing !== undefined,
    verified: status.verified,
    plan: status.payload?.plan,
  };
}

/** Spec §6 `userCanUse(right)` and permission by feature name (`share`). */
export function useUserCanUse(right: LicenceRight | LicencedFeature): boolean {
  return userCanUse(right, useLicenceContext());
}

/** Whether buy or upgrade links show: licences sold here and no verified premium licence. */
export function useUpgradeOffered(): boolean {
  return upgradeOffered(useLicenceContext());
}

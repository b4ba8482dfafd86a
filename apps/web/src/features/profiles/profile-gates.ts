import { isChatFeatureOn, type HostConfig } from '@confab/core';

/**
 * Spec §6: profiles follow the host flag `yourProfile`; on a managed host, editing a profile is for
 * signed-in members only (a guest's profile would belong to nobody).
 */
export function profilesShown(config: HostConfig, signedIn: boolean): boolean {
  return isChatFeatureOn(config, 'yourProfile') && (!config.managed || signedIn);
}

/** Spec §6: "user API keys in profiles only if allowUserAPIKey or not managed". */
export function profileKeysAllowed(config: Pick<HostConfig, 'managed' | 'allowUserAPIKey'>): boolean {
  return !config.managed || config.allowUserAPIKey;
}

import { isChatFeatureOn, type HostConfig } from '@confab/core';

/**
 * Spec §2/§6: the account information entry is for signed-in members of managed or hosted hosts,
 * unless the host turns the `yourProfile` feature off.
 */
export function accountInfoShown(hostConfig: HostConfig, signedIn: boolean): boolean {
  return signedIn && (hostConfig.managed || hostConfig.hosted) && isChatFeatureOn(hostConfig, 'yourProfile');
}

import type { HostConfig } from '@confab/core';

/** Spec §2/§6: the account information entry is for signed-in members of managed or hosted hosts. */
export function accountInfoShown(hostConfig: HostConfig, signedIn: boolean): boolean {
  return signedIn && (hostConfig.managed || hostConfig.hosted);
}

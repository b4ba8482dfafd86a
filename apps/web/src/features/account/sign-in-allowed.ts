import type { HostConfig } from '@confab/core';

/**
 * Spec §6: sign-in is allowed on non-managed hosts, when a licence key is required, or on the setapp
 * host (and stays available to someone already signed in, so they can log out).
 */
export function isSignInAllowed(hostConfig: HostConfig): boolean {
  return (
    !hostConfig.managed || hostConfig.requireLicenseKey || hostConfig.externalAuthConfig?.type === 'setapp'
  );
}

import type { HostConfig } from '@confab/core';

/** Hosts where people bring their own account: any e-mail address may sign in. */
function acceptsAnyAccount(hostConfig: HostConfig): boolean {
  return (
    !hostConfig.managed || hostConfig.requireLicenseKey || hostConfig.externalAuthConfig?.type === 'setapp'
  );
}

/** Spec §6: "login required unless guests are allowed": nothing of the app is reachable signed out. */
export function isLoginRequired(hostConfig: HostConfig): boolean {
  return hostConfig.loginRequired && !hostConfig.allowGuests;
}

/**
 * Spec §6: sign-in is allowed on non-managed hosts, when a licence key is required, on the setapp
 * host, when the host already knows the user (and stays available to someone already signed in,
 * so they can log out), and of course where login is required.
 */
export function isSignInAllowed(hostConfig: HostConfig): boolean {
  return (
    acceptsAnyAccount(hostConfig) ||
    hostConfig.currentUser !== undefined ||
    // A host that requires login lets guests in only when it says so; its members still log in.
    hostConfig.loginRequired ||
    // Spec §6: a public host that allows login offers anonymous visitors a login button.
    hostConfig.publicModeAllowLogin === true
  );
}

export interface LoginEmailRule {
  /** What the e-mail field starts with: the host's current user, if it names one. */
  initial: string;
  editable: boolean;
}

/**
 * Spec §6: changing the e-mail at login is allowed only when not managed, a licence is required,
 * on setapp, or with allowAnyCloudSyncEmail. A managed host that names nobody leaves the field
 * open, since there is nothing to prefill it with.
 */
export function loginEmailRule(hostConfig: HostConfig): LoginEmailRule {
  const initial = hostConfig.currentUser?.email ?? '';
  const changeAllowed = acceptsAnyAccount(hostConfig) || hostConfig.allowAnyCloudSyncEmail === true;
  return { initial, editable: initial === '' || changeAllowed };
}

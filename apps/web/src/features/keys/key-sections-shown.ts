import type { HostConfig } from '@confab/core';

/** Settings "API keys (when allowed)": user keys only when the host is not managed or allows them. */
export function apiKeysSectionShown(config: Pick<HostConfig, 'managed' | 'allowUserAPIKey'>): boolean {
  return !config.managed || config.allowUserAPIKey;
}

/** "API endpoints appears only when unmanaged." */
export function apiEndpointsSectionShown(config: Pick<HostConfig, 'managed'>): boolean {
  return !config.managed;
}

import type { HostConfig } from '../protocol/index.ts';

/**
 * Spec §2: the settings' Plugins group (MCP connectors, Extensions) shows when the host is not
 * managed, or when its external sign-in is setapp's.
 */
export function isPluginsGroupShown(config: Pick<HostConfig, 'managed' | 'externalAuthConfig'>): boolean {
  return !config.managed || config.externalAuthConfig?.type === 'setapp';
}

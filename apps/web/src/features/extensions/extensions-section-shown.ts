import type { HostConfig } from '@confab/core';

/** Spec §2: the Plugins group (Extensions) shows when unmanaged or with setapp external auth. */
export function extensionsSectionShown(config: Pick<HostConfig, 'managed' | 'externalAuthConfig'>): boolean {
  return !config.managed || config.externalAuthConfig?.type === 'setapp';
}

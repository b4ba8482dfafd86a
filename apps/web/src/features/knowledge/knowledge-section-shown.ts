import type { HostConfig } from '@confab/core';

/**
 * Spec (agents-sync-keys): the knowledge base section is hidden on managed hosts unless user API
 * keys are allowed; there the organisation's own knowledge service answers instead.
 */
export function knowledgeSectionShown(config: Pick<HostConfig, 'managed' | 'allowUserAPIKey'>): boolean {
  return !config.managed || config.allowUserAPIKey;
}

import type { HostConfig } from '@confab/core';

/** Spec agents-sync-keys §6: the knowledge base section is hidden on managed hosts unless user API keys are allowed. */
export function knowledgePortalShown(config: Pick<HostConfig, 'managed' | 'allowUserAPIKey'>): boolean {
  return !config.managed || config.allowUserAPIKey;
}

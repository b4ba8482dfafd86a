import type { ChatFeatureName, HostConfig } from '../protocol/index.ts';

/** A chat feature flag the host did not send counts as on (see protocol/host-config). */
export function isChatFeatureOn(config: HostConfig, feature: ChatFeatureName): boolean {
  return config.chatFeatures[feature] !== false;
}

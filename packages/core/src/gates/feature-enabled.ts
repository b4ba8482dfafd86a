import type { ChatFeatureName, HostConfig } from '../protocol/index.ts';

/**
 * Flags that take something away when on, rather than giving a feature. An absent one counts as
 * off: read like the others, a host that never heard of it (every plain self-hosted start) would
 * hide the welcome message from everyone signed in.
 */
const offUnlessSent: ReadonlySet<ChatFeatureName> = new Set(['hideWelcomeMessageForLoggedInUsers']);

/** A chat feature flag the host did not send counts as on (see protocol/host-config), except the above. */
export function isChatFeatureOn(config: HostConfig, feature: ChatFeatureName): boolean {
  const value = config.chatFeatures[feature];
  return offUnlessSent.has(feature) ? value === true : value !== false;
}

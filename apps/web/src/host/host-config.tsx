import { createContext, useContext, type ReactNode } from 'react';
import {
  defaultHostConfig,
  isChatFeatureOn,
  isWorkspaceTabShown,
  parseHostConfig,
  type ChatFeatureName,
  type HostConfig,
  type WorkspaceTab,
} from '@confab/core';

/**
 * The one module every host gate goes through: the app loads /config.json once at start and reads
 * flags only from here, so a managed host's restrictions cannot be missed by a screen.
 */
export async function loadHostConfig({
  fetchImplementation = fetch,
  token,
}: {
  fetchImplementation?: typeof fetch;
  /** The cloud token: a host that requires login shows its members what it hides from guests. */
  token?: string | undefined;
} = {}): Promise<HostConfig> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  try {
    // index.html preloads /config.json without a token, and Chromium hands that guest answer to a
    // fetch of the same URL whatever its headers (or cache mode): a member asks at another URL.
    const url = token === undefined ? '/config.json' : '/config.json?member';
    const response = await fetchImplementation(url, { headers });
    if (!response.ok) return defaultHostConfig;
    return parseHostConfig(await response.json());
  } catch {
    // Offline first start, or a static host without the server: run as a plain local app.
    return defaultHostConfig;
  }
}

const HostConfigContext = createContext<HostConfig>(defaultHostConfig);

export function HostConfigProvider({ config, children }: { config: HostConfig; children: ReactNode }) {
  return <HostConfigContext.Provider value={config}>{children}</HostConfigContext.Provider>;
}

export function useHostConfig(): HostConfig {
  return useContext(HostConfigContext);
}

export function useChatFeature(feature: ChatFeatureName): boolean {
  return isChatFeatureOn(useHostConfig(), feature);
}

export function useWorkspaceTabShown(tab: WorkspaceTab): boolean {
  return isWorkspaceTabShown(useHostConfig(), tab);
}

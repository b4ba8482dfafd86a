import type { ReactNode } from 'react';
import { defaultHostConfig, type HostConfig, type StoragePort } from '@confab/core';
import { HostConfigProvider } from '../../host/host-config.tsx';
import { StorageProvider } from '../../storage/app-storage.tsx';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { LocalModelDiscoveryProvider } from './local-model-discovery.tsx';
import { createLocalModelSession, type LocalModelSession } from './local-model-session.ts';

/** What a component of this feature needs around it in a test: host, store, messages and discovery. */
export function ModelsTestRoot({
  storage,
  hostConfig = defaultHostConfig,
  session = createLocalModelSession(() => Promise.resolve([])),
  children,
}: {
  storage: StoragePort;
  hostConfig?: HostConfig;
  session?: LocalModelSession;
  children: ReactNode;
}) {
  return (
    <HostConfigProvider config={hostConfig}>
      <StorageProvider storage={storage}>
        <IntlRoot locale="en">
          <LocalModelDiscoveryProvider session={session}>{children}</LocalModelDiscoveryProvider>
        </IntlRoot>
      </StorageProvider>
    </HostConfigProvider>
  );
}

export async function saveSetting(storage: StoragePort, key: string, value: unknown): Promise<void> {
  await storage.settings.set({ key, value, updatedAt: 1, syncedAt: null });
}

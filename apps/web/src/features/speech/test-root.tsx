import type { ReactNode } from 'react';
import { defaultHostConfig, type HostConfig, type StoragePort } from '@confab/core';
import { HostConfigProvider } from '../../host/host-config.tsx';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { StorageProvider } from '../../storage/app-storage.tsx';

/** What this feature's components need around them in a test: host, store and messages. */
export function SpeechTestRoot({
  storage,
  hostConfig = defaultHostConfig,
  children,
}: {
  storage: StoragePort;
  hostConfig?: HostConfig;
  children: ReactNode;
}) {
  return (
    <HostConfigProvider config={hostConfig}>
      <StorageProvider storage={storage}>
        <IntlRoot locale="en">{children}</IntlRoot>
      </StorageProvider>
    </HostConfigProvider>
  );
}

export async function saveSetting(storage: StoragePort, key: string, value: unknown): Promise<void> {
  await storage.settings.set({ key, value, updatedAt: 1, syncedAt: null });
}

export function hostWith(features: Readonly<Record<string, boolean>>): HostConfig {
  return { ...defaultHostConfig, chatFeatures: { ...defaultHostConfig.chatFeatures, ...features } };
}

import type { ReactNode } from 'react';
import { defaultHostConfig, type StoragePort } from '@confab/core';
import { HostConfigProvider } from '../../host/host-config.tsx';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { StorageProvider } from '../../storage/app-storage.tsx';

/** What the Data and storage panels need above them in component tests. */
export function DataTestRoot({ storage, children }: { storage: StoragePort; children: ReactNode }) {
  return (
    <HostConfigProvider config={defaultHostConfig}>
      <StorageProvider storage={storage}>
        <IntlRoot locale="en">{children}</IntlRoot>
      </StorageProvider>
    </HostConfigProvider>
  );
}

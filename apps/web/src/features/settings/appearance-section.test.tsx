import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { defaultHostConfig, type HostConfig } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { HostConfigProvider } from '../../host/host-config.tsx';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { StorageProvider } from '../../storage/app-storage.tsx';
import { AppearanceSection } from './appearance-section.tsx';

function renderSection(hostConfig: HostConfig) {
  render(
    <HostConfigProvider config={hostConfig}>
      <StorageProvider storage={createMemoryStorage()}>
        <IntlRoot locale="en">
          <AppearanceSection />
        </IntlRoot>
      </StorageProvider>
    </HostConfigProvider>,
  );
}

afterEach(cleanup);

describe('Appearance on managed hosts', () => {
  it('offers the sidebar colour off managed hosts only (the host sets it with sidebarColorHue)', () => {
    renderSection(defaultHostConfig);
    const label = /sidebar colou?r/i;
    expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    cleanup();
    renderSection({ ...defaultHostConfig, managed: true, sidebarColorHue: 210 });
    expect(screen.queryAllByText(label)).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Appearance' })).toBeTruthy();
  });
});

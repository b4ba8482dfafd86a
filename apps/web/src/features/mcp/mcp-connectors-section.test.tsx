import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryStorage } from '@confab/storage-browser';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { StorageProvider } from '../../storage/app-storage.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';
import { McpConnectorsSection } from './mcp-connectors-section.tsx';

afterEach(cleanup);

describe('Settings → MCP connectors', () => {
  it('asks to unlock the keys when the connector token came locked (from another device)', async () => {
    const storage = createMemoryStorage();
    const now = Date.now();
    await storage.settings.set({
      key: settingKeys.mcpConnector,
      value: { url: 'http://localhost:50880', lastSetupServerMode: 'local' },
      updatedAt: now,
      syncedAt: null,
    });
    await storage.settings.set({
      key: settingKeys.mcpConnectorToken,
      value: 'encrypted-v1.c2FsdA.aXY.Y2lwaGVy',
      updatedAt: now,
      syncedAt: null,
    });
    render(
      <StorageProvider storage={storage}>
        <IntlRoot locale="en">
          <McpConnectorsSection />
        </IntlRoot>
      </StorageProvider>,
    );
    expect(await screen.findByText(/The connector's token is locked/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unlock keys' })).toBeTruthy();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { pluginFunctionsOf, type StoragePort } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { StorageProvider } from '../../storage/app-storage.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';
import { connectorClient } from './connector-client.ts';
import { McpConnectorPanel } from './mcp-connector-panel.tsx';
import { refreshMcpPlugins } from './refresh-mcp-plugins.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tools = [
  {
    name: 'echo',
    description: 'Returns the text',
    inputSchema: { type: 'object', properties: { text: {} } },
  },
  { name: 'add', inputSchema: { type: 'object' } },
];

/** A connector running one server, `maths`, with the tools above. */
function stubConnector(): void {
  vi.stubGlobal('fetch', (url: string) => {
    const body = url.endsWith('/clients') ? [{ id: 'maths', tools: ['echo', 'add'] }] : tools;
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  });
}

async function savedConnector(storage: StoragePort): Promise<void> {
  const now = Date.now();
  await storage.settings.set({
    key: settingKeys.mcpConnector,
    value: { url: 'http://localhost:50880', lastSetupServerMode: 'local' },
    updatedAt: now,
    syncedAt: null,
  });
  await storage.settings.set({
    key: settingKeys.mcpConnectorToken,
    value: 't',
    updatedAt: now,
    syncedAt: null,
  });
}

describe('MCP servers as plugins', () => {
  it('lists the server tools with schemas; a switched-off tool leaves the plugin at the next refresh', async () => {
    stubConnector();
    const storage = createMemoryStorage();
    await savedConnector(storage);
    const refresh = async () => {
      const disabled = (await storage.settings.get(settingKeys.mcpDisabledTools))?.value ?? {};
      await refreshMcpPlugins({
        client: connectorClient({ url: 'http://localhost:50880', token: 't' }),
        storage,
        disabledTools: disabled as Record<string, string[]>,
        takenNames: new Set(),
        now: 1,
      });
      return storage.plugins.get('mcp-maths');
    };
    const plugin = await refresh();
    expect(plugin && pluginFunctionsOf(plugin).map((each) => each.id)).toEqual(['echo', 'add']);

    render(
      <StorageProvider storage={storage}>
        <IntlRoot locale="en">{plugin ? <McpConnectorPanel plugin={plugin} /> : null}</IntlRoot>
      </StorageProvider>,
    );
    const echo = await screen.findByRole('switch', { name: 'echo' });
    expect((echo as HTMLInputElement).checked).toBe(true);
    screen.getByText('Returns the text');
    await waitFor(() => {
      expect((echo as HTMLInputElement).disabled).toBe(false);
    });
    fireEvent.click(echo);
    await waitFor(async () => {
      expect((await storage.settings.get(settingKeys.mcpDisabledTools))?.value).toEqual({ maths: ['echo'] });
    });
    const refreshed = await refresh();
    expect(refreshed && pluginFunctionsOf(refreshed).map((each) => each.openaiSpec.name)).toEqual(['add']);
  });
});

import { useCallback } from 'react';
import { useStorage } from '../../storage/app-storage.tsx';
import { builtInToolIDs } from '../tools/index.ts';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useSetting } from '../../storage/use-setting.ts';
import type { ConnectorClient } from './connector-client.ts';
import type { McpTool } from './connector-schemas.ts';
import { disabledToolsSchema, noDisabledTools } from '@confab/core';
import { refreshMcpPlugins } from './refresh-mcp-plugins.ts';

/** Refreshes the generated MCP plugins from a connector; resolves with every server's tools. */
export function useRefreshMcpPlugins(): (client: ConnectorClient) => Promise<Map<string, McpTool[]>> {
  const storage = useStorage();
  const disabledTools = useSetting(settingKeys.mcpDisabledTools, disabledToolsSchema, noDisabledTools).value;
  return useCallback(
    (client: ConnectorClient) =>
      refreshMcpPlugins({
        client,
        storage,
        disabledTools,
        takenNames: new Set(builtInToolIDs),
        now: Date.now(),
      }),
    [storage, disabledTools],
  );
}

import { PluginsScreen, type PluginPanels } from '../features/plugins/index.ts';
import { ImportPluginButton } from '../features/plugin-import/on-demand.ts';
import { McpConnectorPanel } from '../features/mcp/on-demand.ts';
import { PluginAuthPanel } from '../features/plugin-oauth/on-demand.ts';
import { SharePluginButton } from '../features/sharing/on-demand.ts';

// The Plugins screen with what other features add to it. Loaded with the tab, so none of these
// parts reach the first bundle.
const panels: PluginPanels = {
  auth: PluginAuthPanel,
  mcpConnector: McpConnectorPanel,
  share: SharePluginButton,
};

export function PluginsTab() {
  return <PluginsScreen importAction={<ImportPluginButton />} panels={panels} />;
}

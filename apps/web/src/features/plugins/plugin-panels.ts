import type { ComponentType } from 'react';
import type { Plugin } from '@confab/core';

/** What a tab panel another feature provides is given. */
export interface PluginPanelProps {
  plugin: Plugin;
}

/**
 * Detail tabs and actions built by other features (OAuth: Auth; MCP: MCP Connector; sharing). A tab shows only when its
 * panel is given, so nothing unbuilt is promised; the integrator passes them to `PluginsScreen`.
 */
export interface PluginPanels {
  auth?: ComponentType<PluginPanelProps>;
  mcpConnector?: ComponentType<PluginPanelProps>;
  /** An action beside Edit for the person's own plugins (sharing: "Share plugin"). */
  share?: ComponentType<PluginPanelProps>;
}

import { javascriptPluginRuntime } from '../plugin-sandbox/on-demand.ts';
import { httpPluginRuntime } from '../http-plugins/on-demand.ts';
import { createMcpRuntime, currentMcpConnection, remoteMcpServerURL } from '../mcp/on-demand.ts';

export { httpPluginRuntime, javascriptPluginRuntime };

/** The plugin runtimes' code, loaded on the first plugin call (plugin-runtimes.ts). */
export const mcpRuntime = createMcpRuntime({
  connection: currentMcpConnection,
  remoteURL: remoteMcpServerURL,
});

import { useIntl } from 'react-intl';
import type { Plugin } from '@confab/core';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useSetting } from '../../storage/use-setting.ts';
import { isRemoteMcpPlugin, mcpServerIDOf } from './mcp-plugin-records.ts';
import { mcpMessages } from './mcp-messages.ts';
import {
  disabledToolsSchema,
  noDisabledTools,
  noRemoteServers,
  remoteServersSchema,
  type DisabledTools,
} from '@confab/core';
import { useConnectorSettings } from './use-connector-settings.ts';
import { useServerTools, type ToolsOrigin } from './use-server-tools.ts';
import './mcp-connector-panel.css';

function withTool(disabled: DisabledTools, serverID: string, toolName: string, on: boolean): DisabledTools {
  const byServer = new Map(Object.entries(disabled));
  const off = new Set(byServer.get(serverID) ?? []);
  if (on) off.delete(toolName);
  else off.add(toolName);
  if (off.size === 0) byServer.delete(serverID);
  else byServer.set(serverID, [...off]);
  return Object.fromEntries(byServer);
}

/**
 * The plugin detail tab "MCP Connector" of a generated MCP plugin: the server's tools with their
 * input schemas and an on/off switch each. A tool switched off is left out of the plugin (and so
 * out of what models are offered) at the next refresh, which the switch itself triggers. Tools are
 * read from the connector, or for a remote server from the server itself.
 */
export function McpConnectorPanel({ plugin }: { plugin: Plugin }) {
  const intl = useIntl();
  const serverID = mcpServerIDOf(plugin);
  const { connection } = useConnectorSettings();
  const remoteServers = useSetting(settingKeys.mcpRemoteServers, remoteServersSchema, noRemoteServers).value;
  const remoteURL = new Map(Object.entries(remoteServers)).get(serverID)?.url;
  let origin: ToolsOrigin | undefined;
  if (isRemoteMcpPlugin(plugin))
    origin = remoteURL === undefined ? undefined : { kind: 'remote', url: remoteURL };
  else if (connection) origin = { kind: 'connector', connection, serverID };
  const tools = useServerTools(origin);
  const disabled = useSetting(settingKeys.mcpDisabledTools, disabledToolsSchema, noDisabledTools);
  const off = new Map(Object.entries(disabled.value)).get(serverID) ?? [];
  if (!origin) return <p>{intl.formatMessage(mcpMessages.panelNotConnected)}</p>;
  if (tools.state === 'loading') return <p role="status">{intl.formatMessage(mcpMessages.checking)}</p>;
  if (tools.state === 'error') return <p className="mcp-panel__error">{tools.message}</p>;
  return (
    <section className="mcp-panel" aria-label={intl.formatMessage(mcpMessages.toolsHeading)}>
      <h3>{intl.formatMessage(mcpMessages.toolsHeading)}</h3>
      <ul className="mcp-panel__tools">
        {tools.tools.map((tool) => (
          <li key={tool.name}>
            <label className="mcp-panel__tool">
              <input
                type="checkbox"
                role="switch"
                checked={!off.includes(tool.name)}
                disabled={!disabled.loaded}
                onChange={(event) => {
                  void disabled.save(withTool(disabled.value, serverID, tool.name, event.target.checked));
                }}
              />
              <strong>{tool.name}</strong>
            </label>
            {tool.description ? <p>{tool.description}</p> : null}
            <details>
              <summary>{intl.formatMessage(mcpMessages.toolSchema)}</summary>
              <pre>{JSON.stringify(tool.inputSchema ?? {}, null, 2)}</pre>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}

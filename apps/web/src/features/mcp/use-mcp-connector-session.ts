import { useEffect } from 'react';
import { useStorage } from '../../storage/app-storage.tsx';
import { builtInToolIDs } from '../tools/index.ts';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useSetting } from '../../storage/use-setting.ts';
import {
  setMcpConnection,
  setMcpOAuthContext,
  setRemoteMcpHeaders,
  setRemoteMcpServers,
} from './mcp-connection.ts';
import { useRemoteServerHeaders } from './use-remote-server-headers.ts';
import { disabledToolsSchema, noDisabledTools, noRemoteServers, remoteServersSchema } from '@confab/core';
import { useConnectorSettings } from './use-connector-settings.ts';

/**
 * Mounted once by the app: hands the saved connector and remote servers to the MCP runtime, and
 * brings the generated MCP plugins up to date with the servers that answer (on opening, and when
 * servers or tool switches change).
 */
export function useMcpConnectorSession(): void {
  const storage = useStorage();
  const { connection } = useConnectorSettings();
  const disabledTools = useSetting(settingKeys.mcpDisabledTools, disabledToolsSchema, noDisabledTools);
  const url = connection?.url;
  const token = connection?.token;
  const disabledLoaded = disabledTools.loaded;
  const disabled = disabledTools.value;
  const remoteServers = useSetting(settingKeys.mcpRemoteServers, remoteServersSchema, noRemoteServers).value;

  useEffect(() => {
    setMcpOAuthContext({ storage, origin: window.location.origin });
  }, [storage]);

  const headersByServer = useRemoteServerHeaders().byServer;

  useEffect(() => {
    setRemoteMcpServers(new Map(Object.entries(remoteServers).map(([id, server]) => [id, server.url])));
    setRemoteMcpHeaders(
      new Map(
        Object.entries(remoteServers).map(([id, server]) => [server.url, headersByServer.get(id) ?? []]),
      ),
    );
  }, [remoteServers, headersByServer]);

  useEffect(() => {
    if (!disabledLoaded) return;
    const servers = Object.entries(remoteServers);
    if (servers.length === 0) return;
    const disabledByServer = new Map(Object.entries(disabled));
    // The MCP client loads only for someone with remote servers, not with everyone's first screen.
    void import('./add-remote-mcp-server.ts').then(({ addRemoteMcpServer }) => {
      for (const [serverID, server] of servers) {
        addRemoteMcpServer({
          storage,
          serverID,
          url: server.url,
          takenNames: new Set(builtInToolIDs),
          disabledTools: disabledByServer.get(serverID) ?? [],
          now: Date.now(),
        }).catch(() => {
          // Unreachable now: its plugin keeps the tools it had; a call then answers with a tool error.
        });
      }
    });
  }, [remoteServers, disabled, disabledLoaded, storage, headersByServer]);

  useEffect(() => {
    setMcpConnection(url && token ? { url, token } : undefined);
  }, [url, token]);

  useEffect(() => {
    if (!url || !token || !disabledLoaded) return;
    let cancelled = false;
    // Loaded only for someone with a connector saved, like the remote servers' client above.
    Promise.all([import('./connector-client.ts'), import('./refresh-mcp-plugins.ts')])
      .then(async ([{ connectorClient, connectorTimeouts }, { refreshMcpPlugins }]) => {
        const client = connectorClient({ url, token });
        await client.ping(connectorTimeouts.remotePingMilliseconds);
        if (cancelled) return;
        await refreshMcpPlugins({
          client,
          storage,
          disabledTools: disabled,
          takenNames: new Set(builtInToolIDs),
          now: Date.now(),
        });
      })
      .catch(() => {
        // Not running now: the plugins stay as they were; a call then answers with a tool error.
      });
    return () => {
      cancelled = true;
    };
  }, [url, token, storage, disabledLoaded, disabled]);
}

import { useId, useState, type SyntheticEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, FormField } from '@confab/ui';
import { useStorage } from '../../storage/app-storage.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useSetting } from '../../storage/use-setting.ts';
import { builtInToolIDs } from '../tools/index.ts';
import { connectRemoteMcpServer } from './add-remote-mcp-server.ts';
import { mcpRemotePluginID } from './mcp-plugin-records.ts';
import { mcpMessages } from './mcp-messages.ts';
import { noRemoteServers, remoteServersSchema } from '@confab/core';
import { remoteConnectorURL } from './remote-connector-url.ts';
import { deleteMcpOAuthRecord } from './mcp-oauth-records.ts';
import { McpSignInRequired } from './mcp-sign-in-required.ts';
import { RemoteServerRow } from './remote-server-row.tsx';
import { headerProblemText } from './header-problem-text.ts';
import { rememberRemoteMcpHeaders } from './mcp-connection.ts';
import { parseHeaderLines } from './remote-server-headers.ts';
import { useRemoteServerHeaders } from './use-remote-server-headers.ts';

/**
 * Remote MCP servers the page calls itself, without the connector: the server must answer CORS
 * for this page. Adding one connects (Streamable HTTP, else SSE) and makes its plugin.
 */
export function RemoteServers() {
  const intl = useIntl();
  const storage = useStorage();
  const headingID = useId();
  // A row offers "Remove", so it shows only once stored: a reload right after adding must keep it.
  const servers = useSetting(settingKeys.mcpRemoteServers, remoteServersSchema, noRemoteServers, {
    optimistic: false,
  });
  const [name, setName] = useState('');
  const [url, setURL] = useState('');
  const [headerLines, setHeaderLines] = useState('');
  const headers = useRemoteServerHeaders();
  const [errors, setErrors] = useState<{ name?: string; url?: string; headers?: string; failure?: string }>(
    {},
  );
  const [adding, setAdding] = useState(false);
  const byID = new Map(Object.entries(servers.value));

  const add = async (event: SyntheticEvent) => {
    event.preventDefault();
    const serverID = name.trim();
    const checked = remoteConnectorURL(url);
    const nameError = serverID === '' ? intl.formatMessage(mcpMessages.nameRequired) : undefined;
    const urlError = checked.ok
      ? undefined
      : intl.formatMessage(checked.error === 'required' ? mcpMessages.urlRequired : mcpMessages.invalidURL);
    const parsedHeaders = parseHeaderLines(headerLines);
    const lockedHeaders =
      headers.locked && headerLines.trim() !== '' ? intl.formatMessage(mcpMessages.headersLocked) : undefined;
    const headersError = headerProblemText(intl, parsedHeaders) ?? lockedHeaders;
    setErrors({
      ...(nameError ? { name: nameError } : {}),
      ...(urlError ? { url: urlError } : {}),
      ...(headersError ? { headers: headersError } : {}),
    });
    if (!checked.ok || nameError || !parsedHeaders.ok || headersError) return;
    setAdding(true);
    const saveServer = async () => {
      if (!headers.locked) await headers.save(serverID, parsedHeaders.headers);
      await servers.save(Object.fromEntries([...byID, [serverID, { url: checked.url }]]));
      setName('');
      setURL('');
      setHeaderLines('');
    };
    try {
      rememberRemoteMcpHeaders(checked.url, parsedHeaders.headers);
      await connectRemoteMcpServer(storage, serverID, checked.url, new Set(builtInToolIDs));
      await saveServer();
    } catch (error) {
      // Kept, with a "Sign in" button on its row: its tools arrive once the person grants access.
      if (error instanceof McpSignInRequired) {
        await saveServer();
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      setErrors({
        failure: intl.formatMessage(mcpMessages.connectionFailed as MessageDescriptor, { message }),
      });
    } finally {
      setAdding(false);
    }
  };

  const remove = async (serverID: string) => {
    const url = byID.get(serverID)?.url;
    byID.delete(serverID);
    await servers.save(Object.fromEntries(byID));
    await storage.plugins.delete(mcpRemotePluginID(serverID));
    if (headers.byServer.has(serverID) && !headers.locked) await headers.save(serverID, []);
    if (url !== undefined && ![...byID.values()].some((server) => server.url === url)) {
      await deleteMcpOAuthRecord(storage, url);
    }
  };

  return (
    <section className="mcp-remote" aria-labelledby={headingID}>
      <h3 id={headingID}>{intl.formatMessage(mcpMessages.remoteServers)}</h3>
      <p className="mcp-section__intro">{intl.formatMessage(mcpMessages.remoteServersHint)}</p>
      {byID.size > 0 ? (
        <ul className="mcp-servers">
          {[...byID].map(([serverID, server]) => (
            <RemoteServerRow
              key={serverID}
              serverID={serverID}
              url={server.url}
              headerCount={headers.byServer.get(serverID)?.length ?? 0}
              onRemove={() => void remove(serverID)}
            />
          ))}
        </ul>
      ) : null}
      <form className="mcp-setup" noValidate onSubmit={(event) => void add(event)}>
        <FormField
          label={intl.formatMessage(mcpMessages.serverName)}
          {...(errors.name ? { error: errors.name } : {})}
        >
          {(control) => (
            <input
              {...control}
              value={name}
              maxLength={128}
              onChange={(event) => {
                setName(event.target.value);
              }}
            />
          )}
        </FormField>
        <FormField
          label={intl.formatMessage(mcpMessages.serverURL)}
          {...(errors.url ? { error: errors.url } : {})}
        >
          {(control) => (
            <input
              {...control}
              type="url"
              value={url}
              placeholder="https://mcp.example.com/mcp"
              onChange={(event) => {
                setURL(event.target.value);
              }}
            />
          )}
        </FormField>
        <FormField
          label={intl.formatMessage(mcpMessages.headers)}
          hint={intl.formatMessage(mcpMessages.headersHint)}
          {...(errors.headers ? { error: errors.headers } : {})}
        >
          {(control) => (
            <textarea
              {...control}
              rows={2}
              value={headerLines}
              spellCheck={false}
              autoComplete="off"
              placeholder="X-API-Key: …"
              onChange={(event) => {
                setHeaderLines(event.target.value);
              }}
            />
          )}
        </FormField>
        {adding ? <p role="status">{intl.formatMessage(mcpMessages.checking)}</p> : null}
        {errors.failure ? <p className="mcp-setup__error">{errors.failure}</p> : null}
        <Button type="submit" disabled={adding}>
          {intl.formatMessage(mcpMessages.addServer)}
        </Button>
      </form>
    </section>
  );
}

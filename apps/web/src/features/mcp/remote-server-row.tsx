import { useCallback, useEffect, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '@confab/ui';
import { useStorage } from '../../storage/app-storage.tsx';
import { useSetting } from '../../storage/use-setting.ts';
import { builtInToolIDs } from '../tools/index.ts';
import { connectRemoteMcpServer } from './add-remote-mcp-server.ts';
import { mcpMessages } from './mcp-messages.ts';
import { mcpOAuthMessages } from './mcp-oauth-messages.ts';
import {
  deleteMcpOAuthRecord,
  mcpOAuthRecordKey,
  mcpOAuthRecordSchema,
  mcpOAuthStatus,
  noMcpOAuthRecord,
  readMcpOAuthRecord,
} from './mcp-oauth-records.ts';
import { McpSignInRequired } from './mcp-sign-in-required.ts';
import { forgetRemoteMcpServer } from './remote-mcp-client.ts';

export interface RemoteServerRowProps {
  serverID: string;
  url: string;
  /** How many request headers the person gave it (their values stay out of view). */
  headerCount: number;
  onRemove: () => void;
}

/**
 * One remote MCP server: its address, whether it needs a sign-in (OAuth), and the buttons for it.
 * Signing in happens in a popup; when its callback stores the tokens, this row sees the record change
 * and connects, which writes the server's plugin with its tools.
 */
export function RemoteServerRow({ serverID, url, headerCount, onRemove }: RemoteServerRowProps) {
  const intl = useIntl();
  const storage = useStorage();
  const record = useSetting(mcpOAuthRecordKey(url), mcpOAuthRecordSchema, noMcpOAuthRecord);
  const status = record.loaded ? mcpOAuthStatus(record.value) : 'none';
  const [failure, setFailure] = useState<string>();
  // Rejects with McpSignInRequired while access is needed.
  const connect = useCallback(
    () => connectRemoteMcpServer(storage, serverID, url, new Set(builtInToolIDs)),
    [storage, serverID, url],
  );

  useEffect(() => {
    if (status !== 'signed-in') return;
    connect().catch(() => {
      // Unreachable now: its plugin keeps the tools it had, as on opening the app.
    });
  }, [status, connect]);

  const signIn = async () => {
    setFailure(undefined);
    // Opened at once, inside the click, so pop-up blockers let it through; its address comes after.
    const popup = window.open('', 'confab-mcp-sign-in', 'popup,width=520,height=720');
    if (!popup) {
      setFailure(intl.formatMessage(mcpOAuthMessages.popupBlocked));
      return;
    }
    forgetRemoteMcpServer(url);
    try {
      await connect();
      popup.close();
    } catch (error) {
      const authorizationURL = (await readMcpOAuthRecord(storage, url)).authorizationURL;
      if (error instanceof McpSignInRequired && authorizationURL !== undefined) {
        popup.location.href = authorizationURL;
        return;
      }
      popup.close();
      const message = error instanceof Error ? error.message : String(error);
      setFailure(intl.formatMessage(mcpMessages.connectionFailed as MessageDescriptor, { message }));
    }
  };

  const signOut = async () => {
    await deleteMcpOAuthRecord(storage, url);
    forgetRemoteMcpServer(url);
  };

  return (
    <li>
      <strong>{serverID}</strong> {url}{' '}
      {headerCount > 0 ? (
        <span className="mcp-servers__badge">
          {intl.formatMessage(mcpMessages.headerCount as MessageDescriptor, { count: headerCount })}
        </span>
      ) : null}{' '}
      {status === 'signed-in' ? (
        <>
          <span className="mcp-servers__badge">{intl.formatMessage(mcpOAuthMessages.signedIn)}</span>{' '}
          <Button
            variant="ghost"
            aria-label={intl.formatMessage(mcpOAuthMessages.signOutOf as MessageDescriptor, {
              name: serverID,
            })}
            onClick={() => void signOut()}
          >
            {intl.formatMessage(mcpOAuthMessages.signOut)}
          </Button>
        </>
      ) : null}
      {status === 'sign-in-required' ? (
        <>
          <p className="mcp-servers__hint">{intl.formatMessage(mcpOAuthMessages.signInRequired)}</p>
          <Button
            aria-label={intl.formatMessage(mcpOAuthMessages.signInTo as MessageDescriptor, {
              name: serverID,
            })}
            onClick={() => void signIn()}
          >
            {intl.formatMessage(mcpOAuthMessages.signIn)}
          </Button>{' '}
        </>
      ) : null}
      <Button
        variant="ghost"
        aria-label={intl.formatMessage(mcpMessages.removeServer as MessageDescriptor, { name: serverID })}
        onClick={onRemove}
      >
        {intl.formatMessage(mcpMessages.removeShort)}
      </Button>
      {failure ? <p className="mcp-setup__error">{failure}</p> : null}
    </li>
  );
}

import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import { openKeyVaultDialog } from '../key-vault/index.ts';
import { keyVaultMessages } from '../key-vault/on-demand.ts';
import { ConnectedConnector } from './connected-connector.tsx';
import { ConnectorSetup } from './connector-setup.tsx';
import { mcpMessages } from './mcp-messages.ts';
import { RemoteServers } from './remote-servers.tsx';
import { useConnectorSettings } from './use-connector-settings.ts';
import './mcp-connectors-section.css';

/** Settings → MCP connectors (spec §2, §4): set up a local or remote connector, then its servers. */
export function McpConnectorsSection() {
  const intl = useIntl();
  const headingID = useId();
  const settings = useConnectorSettings();
  const [justConnected, setJustConnected] = useState(false);
  const { details, connection } = settings;
  return (
    <section className="settings-section mcp-section" aria-labelledby={headingID}>
      <h2 id={headingID}>{intl.formatMessage(mcpMessages.title)}</h2>
      <p className="mcp-section__intro">{intl.formatMessage(mcpMessages.intro)}</p>
      {!settings.loaded ? null : details && settings.tokenLocked ? (
        <div className="mcp-section__locked">
          <p>{intl.formatMessage(mcpMessages.tokenLocked)}</p>
          <Button
            onClick={() => {
              openKeyVaultDialog('unlock');
            }}
          >
            {intl.formatMessage(keyVaultMessages.unlockKeys)}
          </Button>
        </div>
      ) : details && connection ? (
        <ConnectedConnector
          connection={connection}
          mode={details.lastSetupServerMode}
          justConnected={justConnected}
          onRemove={async () => {
            setJustConnected(false);
            await settings.remove();
          }}
        />
      ) : (
        <ConnectorSetup
          onConnected={(mode, url, token) => {
            setJustConnected(true);
            void settings.save({ url, lastSetupServerMode: mode }, token);
          }}
        />
      )}
      <RemoteServers />
    </section>
  );
}

import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, ConfirmDialog } from '@confab/ui';
import { connectorClient, type ConnectorConnection } from './connector-client.ts';
import { McpJsonEditor } from './mcp-json-editor.tsx';
import type { ConnectorMode } from '@confab/core';
import { mcpMessages } from './mcp-messages.ts';
import { RunningServers } from './running-servers.tsx';
import { useConnectorStatus } from './use-connector-status.ts';

export interface ConnectedConnectorProps {
  connection: ConnectorConnection;
  mode: ConnectorMode;
  /** True right after set-up: the connector just answered, so no delay before the first check. */
  justConnected: boolean;
  onRemove: () => Promise<void>;
}

/** A saved connector: its state, the running servers, the MCP JSON editor, and removal. */
export function ConnectedConnector({ connection, mode, justConnected, onRemove }: ConnectedConnectorProps) {
  const intl = useIntl();
  const { status, refresh } = useConnectorStatus(connection, mode, { immediate: justConnected });
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  return (
    <div className="mcp-connected">
      <p role="status" className={status.state === 'error' ? 'mcp-setup__error' : undefined}>
        {status.state === 'checking' ? intl.formatMessage(mcpMessages.checking) : null}
        {status.state === 'connected'
          ? intl.formatMessage(mcpMessages.connected as MessageDescriptor, { url: connection.url })
          : null}
        {status.state === 'error' ? status.message : null}
      </p>
      {status.state === 'connected' ? <RunningServers servers={status.servers} /> : null}
      <McpJsonEditor client={connectorClient(connection)} onApplied={refresh} />
      <Button
        variant="danger"
        onClick={() => {
          setConfirming(true);
        }}
      >
        {intl.formatMessage(mcpMessages.remove)}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={intl.formatMessage(mcpMessages.removeTitle)}
          cancelLabel={intl.formatMessage(mcpMessages.cancel)}
          confirmLabel={intl.formatMessage(mcpMessages.remove)}
          busy={removing}
          onClose={() => {
            setConfirming(false);
          }}
          onConfirm={() => {
            setRemoving(true);
            void onRemove().finally(() => {
              setRemoving(false);
              setConfirming(false);
            });
          }}
        >
          <p>{intl.formatMessage(mcpMessages.removeBody)}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, CopyIcon, useCopyToClipboard } from '@confab/ui';
import { connectorCommand, generateConnectorToken } from './local-connector-urls.ts';
import { mcpMessages } from './mcp-messages.ts';
import { useLocalConnectorPoll } from './use-local-connector-poll.ts';

export interface LocalSetupProps {
  onConnected: (url: string, token: string) => void;
  onBack: () => void;
}

/** Local set-up: the command to run with a fresh token, then waiting until the connector answers. */
export function LocalSetup({ onConnected, onBack }: LocalSetupProps) {
  const intl = useIntl();
  const [token] = useState(generateConnectorToken);
  const command = connectorCommand(token, location.origin);
  const { copied, copy } = useCopyToClipboard();
  const lastError = useLocalConnectorPoll(token, (url) => {
    onConnected(url, token);
  });
  return (
    <div className="mcp-setup">
      <p>{intl.formatMessage(mcpMessages.localStep)}</p>
      <div className="mcp-setup__command">
        <code aria-label={intl.formatMessage(mcpMessages.command)}>{command}</code>
        <Button
          onClick={() => {
            copy(command);
          }}
        >
          <CopyIcon />
          {intl.formatMessage(copied ? mcpMessages.copied : mcpMessages.copy)}
        </Button>
      </div>
      <p role="status" className="mcp-setup__status">
        {intl.formatMessage(mcpMessages.waiting)}
      </p>
      {lastError ? <p className="mcp-setup__error">{lastError}</p> : null}
      <Button variant="ghost" onClick={onBack}>
        {intl.formatMessage(mcpMessages.back)}
      </Button>
    </div>
  );
}

import { useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, FormField } from '@confab/ui';
import { connectorClient, connectorTimeouts } from './connector-client.ts';
import { connectorErrorText } from './connector-error-text.ts';
import { mcpMessages } from './mcp-messages.ts';
import { remoteConnectorURL } from './remote-connector-url.ts';

export interface RemoteSetupProps {
  onConnected: (url: string, token: string) => void;
  onBack: () => void;
}

/** Remote set-up: a URL and token, checked with one ping (5 s) before they are saved. */
export function RemoteSetup({ onConnected, onBack }: RemoteSetupProps) {
  const intl = useIntl();
  const [url, setURL] = useState('');
  const [token, setToken] = useState('');
  const [urlError, setURLError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [checking, setChecking] = useState(false);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const checked = remoteConnectorURL(url);
    setFailure(undefined);
    if (!checked.ok) {
      setURLError(
        intl.formatMessage(checked.error === 'required' ? mcpMessages.urlRequired : mcpMessages.invalidURL),
      );
      return;
    }
    setURLError(undefined);
    setChecking(true);
    try {
      await connectorClient({ url: checked.url, token }).ping(connectorTimeouts.remotePingMilliseconds);
      onConnected(checked.url, token);
    } catch (error) {
      setFailure(connectorErrorText(intl, error));
    } finally {
      setChecking(false);
    }
  };

  return (
    <form className="mcp-setup" noValidate onSubmit={(event) => void submit(event)}>
      <FormField label={intl.formatMessage(mcpMessages.remoteURL)} {...(urlError ? { error: urlError } : {})}>
        {(control) => (
          <input
            {...control}
            type="url"
            value={url}
            placeholder="https://mcp.example.com"
            onChange={(event) => {
              setURL(event.target.value);
            }}
          />
        )}
      </FormField>
      <FormField label={intl.formatMessage(mcpMessages.remoteToken)}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="off"
            value={token}
            onChange={(event) => {
              setToken(event.target.value);
            }}
          />
        )}
      </FormField>
      {checking ? <p role="status">{intl.formatMessage(mcpMessages.checking)}</p> : null}
      {failure ? <p className="mcp-setup__error">{failure}</p> : null}
      <div className="mcp-setup__actions">
        <Button variant="ghost" onClick={onBack}>
          {intl.formatMessage(mcpMessages.back)}
        </Button>
        <Button type="submit" variant="primary" disabled={checking}>
          {intl.formatMessage(mcpMessages.connect)}
        </Button>
      </div>
    </form>
  );
}

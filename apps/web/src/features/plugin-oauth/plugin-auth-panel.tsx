import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Plugin } from '@confab/core';
import { Button, FormField, formFieldClassNames, useNow } from '@confab/ui';
import { useStorage } from '../../storage/app-storage.tsx';
import { authorizationURLOf, connectPlugin, ConnectPluginError } from './connect-plugin.ts';
import { deletePluginOAuthToken, pluginOAuthStatus } from './oauth-token-record.ts';
import { pluginOAuthMessages as messages } from './plugin-oauth-messages.ts';
import { pluginOAuthRedirectURI } from './plugin-oauth-route.ts';
import { usePluginOAuthClient } from './use-plugin-oauth-client.ts';
import { usePluginOAuthToken } from './use-plugin-oauth-token.ts';
import './plugin-auth-panel.css';

const statusMessages = {
  connected: messages.statusConnected,
  'not-connected': messages.statusNotConnected,
  expired: messages.statusExpired,
} as const;

export interface PluginAuthPanelProps {
  plugin: Plugin;
}

/**
 * The Plugins screen's Auth tab for an OAuth plugin: its connection state, the client the person
 * registered with the provider, Connect and Disconnect.
 */
export function PluginAuthPanel({ plugin }: PluginAuthPanelProps) {
  const intl = useIntl();
  const storage = useStorage();
  const client = usePluginOAuthClient(plugin);
  const { token, loaded } = usePluginOAuthToken(plugin);
  // Expiry is a matter of time passing; a minute is fine-grained enough for a status line.
  const now = useNow(60_000);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const [waiting, setWaiting] = useState(false);
  const status = pluginOAuthStatus(token, now);
  const canConnect = authorizationURLOf(plugin) !== undefined;

  const connect = async (): Promise<void> => {
    setProblem(null);
    try {
      const opened = await connectPlugin(plugin, { storage, window });
      setWaiting(opened === 'popup');
    } catch (error) {
      if (error instanceof ConnectPluginError && error.problem === 'no-client-id')
        setProblem(messages.noClientID);
      else setProblem(messages.connectFailed);
    }
  };

  return (
    <section
      className={`plugin-auth-panel ${formFieldClassNames.form}`}
      aria-label={intl.formatMessage(messages.panelLabel)}
    >
      <p className={`plugin-auth-panel__status plugin-auth-panel__status--${status}`} role="status">
        {loaded ? intl.formatMessage(statusMessages[status]) : null}
      </p>
      {canConnect ? null : (
        <p className={formFieldClassNames.error}>{intl.formatMessage(messages.noAuthorizationURL)}</p>
      )}
      <FormField label={intl.formatMessage(messages.clientID)}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={client.clientID}
            onChange={(event) => void client.save('clientID', event.target.value)}
          />
        )}
      </FormField>
      <FormField label={intl.formatMessage(messages.clientSecret)}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="off"
            value={client.clientSecret}
            onChange={(event) => void client.save('clientSecret', event.target.value)}
          />
        )}
      </FormField>
      <p className={formFieldClassNames.hint}>
        {intl.formatMessage(messages.clientHint)}{' '}
        <code>{pluginOAuthRedirectURI(window.location.origin)}</code>
      </p>
      <div className="plugin-auth-panel__actions">
        <Button variant="primary" disabled={!canConnect} onClick={() => void connect()}>
          {intl.formatMessage(messages.connect)}
        </Button>
        {token ? (
          <Button
            onClick={() => {
              setWaiting(false);
              void deletePluginOAuthToken(storage, plugin.uuid);
            }}
          >
            {intl.formatMessage(messages.disconnect)}
          </Button>
        ) : null}
      </div>
      {problem ? (
        <p className={formFieldClassNames.error} role="alert">
          {intl.formatMessage(problem)}
        </p>
      ) : null}
      {waiting && status !== 'connected' ? (
        <p className={formFieldClassNames.hint}>{intl.formatMessage(messages.waiting)}</p>
      ) : null}
    </section>
  );
}

import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { PluginOAuthFailure } from './plugin-oauth-error.ts';

/** UI text of plugin OAuth: the callback page and the Auth tab's panel. */
export const pluginOAuthMessages = defineMessages({
  callbackTitle: { id: 'pluginOAuth.callback.title', defaultMessage: 'Plugin connection' },
  connecting: { id: 'pluginOAuth.callback.connecting', defaultMessage: 'Connecting the plugin…' },
  succeeded: { id: 'pluginOAuth.callback.succeeded', defaultMessage: 'Plugin connected' },
  succeededDetail: {
    id: 'pluginOAuth.callback.succeededDetail',
    defaultMessage: 'You can close this window and go back to Confab.',
  },
  failed: { id: 'pluginOAuth.callback.failed', defaultMessage: 'Connection failed' },
  close: { id: 'pluginOAuth.callback.close', defaultMessage: 'Close' },
  panelLabel: { id: 'pluginOAuth.panel.label', defaultMessage: 'Authentication' },
  statusConnected: { id: 'pluginOAuth.panel.connected', defaultMessage: 'Connected' },
  statusNotConnected: { id: 'pluginOAuth.panel.notConnected', defaultMessage: 'Not connected' },
  statusExpired: {
    id: 'pluginOAuth.panel.expired',
    defaultMessage: 'The connection has expired. Connect again.',
  },
  clientID: { id: 'pluginOAuth.panel.clientID', defaultMessage: 'Client ID' },
  clientSecret: { id: 'pluginOAuth.panel.clientSecret', defaultMessage: 'Client secret' },
  clientHint: {
    id: 'pluginOAuth.panel.clientHint',
    defaultMessage: 'Register this redirect URI with the provider:',
  },
  connect: { id: 'pluginOAuth.panel.connect', defaultMessage: 'Connect' },
  disconnect: { id: 'pluginOAuth.panel.disconnect', defaultMessage: 'Disconnect' },
  waiting: {
    id: 'pluginOAuth.panel.waiting',
    defaultMessage: 'Finish signing in in the window that opened.',
  },
  noAuthorizationURL: {
    id: 'pluginOAuth.panel.noAuthorizationURL',
    defaultMessage: 'This plugin does not name a valid authorization URL, so it cannot be connected.',
  },
  noClientID: {
    id: 'pluginOAuth.panel.noClientID',
    defaultMessage: 'Enter the client ID first.',
  },
  connectFailed: {
    id: 'pluginOAuth.panel.connectFailed',
    defaultMessage: 'The connection could not be started.',
  },
});

/** The callback's failures in the spec's wording (§8). */
const failureMessages = defineMessages({
  'invalid-state': { id: 'pluginOAuth.error.invalidState', defaultMessage: 'Invalid state' },
  'plugin-not-found': { id: 'pluginOAuth.error.pluginNotFound', defaultMessage: 'Plugin not found: {uuid}' },
  'invalid-content-type': {
    id: 'pluginOAuth.error.invalidContentType',
    defaultMessage: 'Invalid connection contentType',
  },
  'token-request-failed': {
    id: 'pluginOAuth.error.tokenRequestFailed',
    defaultMessage: 'Unable to get access token',
  },
  'no-access-token': { id: 'pluginOAuth.error.noAccessToken', defaultMessage: 'No access token' },
});

export function failureMessage(failure: PluginOAuthFailure): MessageDescriptor {
  return failureMessages[failure];
}

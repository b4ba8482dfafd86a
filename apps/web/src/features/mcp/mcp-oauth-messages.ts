import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { McpAuthorizationFailure } from './complete-mcp-authorization.ts';

export const mcpOAuthMessages = defineMessages({
  signIn: { id: 'mcp.oauth.signIn', defaultMessage: 'Sign in' },
  signInTo: { id: 'mcp.oauth.signInTo', defaultMessage: 'Sign in to {name}' },
  signOut: { id: 'mcp.oauth.signOut', defaultMessage: 'Sign out' },
  signOutOf: { id: 'mcp.oauth.signOutOf', defaultMessage: 'Sign out of {name}' },
  signInRequired: {
    id: 'mcp.oauth.signInRequired',
    defaultMessage: 'This server asks you to sign in before Confab may use its tools.',
  },
  signedIn: { id: 'mcp.oauth.signedIn', defaultMessage: 'Signed in' },
  popupBlocked: {
    id: 'mcp.oauth.popupBlocked',
    defaultMessage: 'The sign-in window was blocked. Allow pop-ups for this site and try again.',
  },
  callbackTitle: { id: 'mcp.oauth.callbackTitle', defaultMessage: 'Signing in to an MCP server' },
  connecting: { id: 'mcp.oauth.connecting', defaultMessage: 'Finishing the sign-in…' },
  succeeded: { id: 'mcp.oauth.succeeded', defaultMessage: 'Signed in' },
  succeededDetail: {
    id: 'mcp.oauth.succeededDetail',
    defaultMessage: 'Confab can now use this MCP server’s tools. You can close this window.',
  },
  failed: { id: 'mcp.oauth.failed', defaultMessage: 'Sign-in failed' },
  invalidState: {
    id: 'mcp.oauth.invalidState',
    defaultMessage: 'This sign-in was not started here or has expired. Start it again from Settings → MCP.',
  },
  refused: { id: 'mcp.oauth.refused', defaultMessage: 'Access was not granted.' },
  exchangeFailed: {
    id: 'mcp.oauth.exchangeFailed',
    defaultMessage: 'The server did not accept the sign-in. Try again from Settings → MCP.',
  },
  close: { id: 'mcp.oauth.close', defaultMessage: 'Close' },
});

const failureMessages: Record<McpAuthorizationFailure, MessageDescriptor> = {
  'invalid-state': mcpOAuthMessages.invalidState,
  refused: mcpOAuthMessages.refused,
  'exchange-failed': mcpOAuthMessages.exchangeFailed,
};

export function mcpAuthorizationFailureMessage(failure: McpAuthorizationFailure): MessageDescriptor {
  return failureMessages[failure];
}

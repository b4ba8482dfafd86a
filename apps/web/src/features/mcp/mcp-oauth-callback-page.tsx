import { useIntl } from 'react-intl';
import { ResultPage, useCallbackOutcome } from '@confab/ui';
import { useStorage } from '../../storage/app-storage.tsx';
import { completeMcpAuthorization, McpAuthorizationError } from './complete-mcp-authorization.ts';
import { mcpAuthorizationFailureMessage, mcpOAuthMessages } from './mcp-oauth-messages.ts';

/** Where an MCP server's authorization server sends the person back, usually in the sign-in popup. */
export function McpOAuthCallbackPage() {
  const intl = useIntl();
  const storage = useStorage();
  const outcome = useCallbackOutcome(intl.formatMessage(mcpOAuthMessages.callbackTitle), (query) =>
    completeMcpAuthorization(query, { storage, origin: window.location.origin, now: Date.now() }),
  );
  const state =
    outcome.phase === 'error'
      ? {
          phase: 'error' as const,
          error:
            outcome.error instanceof McpAuthorizationError
              ? outcome.error
              : new McpAuthorizationError('exchange-failed'),
        }
      : outcome.phase === 'success'
        ? { phase: 'success' as const, serverURL: outcome.value }
        : outcome;

  const heading =
    state.phase === 'loading'
      ? mcpOAuthMessages.connecting
      : state.phase === 'success'
        ? mcpOAuthMessages.succeeded
        : mcpOAuthMessages.failed;
  return (
    <ResultPage
      phase={state.phase}
      heading={intl.formatMessage(heading)}
      {...(state.phase === 'success'
        ? {
            detail: (
              <>
                <strong>{state.serverURL}</strong> — {intl.formatMessage(mcpOAuthMessages.succeededDetail)}
              </>
            ),
          }
        : state.phase === 'error'
          ? { detail: intl.formatMessage(mcpAuthorizationFailureMessage(state.error.failure)) }
          : {})}
      closeLabel={intl.formatMessage(mcpOAuthMessages.close)}
      fallbackPath="/#settings/mcp"
    />
  );
}

import { useIntl } from 'react-intl';
import { CallbackResultPage, useCallbackOutcome } from '@confab/ui';
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
  return (
    <CallbackResultPage
      outcome={outcome}
      headings={{
        loading: intl.formatMessage(mcpOAuthMessages.connecting),
        success: intl.formatMessage(mcpOAuthMessages.succeeded),
        error: intl.formatMessage(mcpOAuthMessages.failed),
      }}
      successDetail={(serverURL) => (
        <>
          <strong>{serverURL}</strong> — {intl.formatMessage(mcpOAuthMessages.succeededDetail)}
        </>
      )}
      errorDetail={(error) => {
        const failure = error instanceof McpAuthorizationError ? error.failure : 'exchange-failed';
        return intl.formatMessage(mcpAuthorizationFailureMessage(failure));
      }}
      closeLabel={intl.formatMessage(mcpOAuthMessages.close)}
      fallbackPath="/#settings/mcp"
    />
  );
}

import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ResultPage } from '@confab/ui';
import { useStorage } from '../../storage/app-storage.tsx';
import { completeMcpAuthorization, McpAuthorizationError } from './complete-mcp-authorization.ts';
import { mcpAuthorizationFailureMessage, mcpOAuthMessages } from './mcp-oauth-messages.ts';

type CallbackState =
  | { phase: 'loading' }
  | { phase: 'success'; serverURL: string }
  | { phase: 'error'; error: McpAuthorizationError };

// One exchange per callback address: StrictMode mounts effects twice, and a state is spent once.
const completions = new Map<string, Promise<CallbackState>>();

function completeOnce(search: string, run: () => Promise<string>): Promise<CallbackState> {
  const running = completions.get(search);
  if (running) return running;
  const completion = run().then(
    (serverURL): CallbackState => ({ phase: 'success', serverURL }),
    (error: unknown): CallbackState => ({
      phase: 'error',
      error: error instanceof McpAuthorizationError ? error : new McpAuthorizationError('exchange-failed'),
    }),
  );
  completions.set(search, completion);
  return completion;
}

/** Where an MCP server's authorization server sends the person back, usually in the sign-in popup. */
export function McpOAuthCallbackPage() {
  const intl = useIntl();
  const storage = useStorage();
  const [state, setState] = useState<CallbackState>({ phase: 'loading' });
  const [search] = useState(() => window.location.search);

  useEffect(() => {
    let current = true;
    document.title = intl.formatMessage(mcpOAuthMessages.callbackTitle);
    void completeOnce(search, () =>
      completeMcpAuthorization(new URLSearchParams(search), {
        storage,
        origin: window.location.origin,
        now: Date.now(),
      }),
    ).then((result) => {
      if (current) setState(result);
    });
    // The code and state are spent: keep them out of the history.
    window.history.replaceState(null, '', window.location.pathname);
    return () => {
      current = false;
    };
  }, [storage, intl, search]);

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

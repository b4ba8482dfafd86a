import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ResultPage } from '@confab/ui';
import { useStorage } from '../../storage/app-storage.tsx';
import { completePluginAuthorization } from './complete-authorization.ts';
import { PluginOAuthError } from './plugin-oauth-error.ts';
import { failureMessage, pluginOAuthMessages } from './plugin-oauth-messages.ts';

type CallbackState =
  | { phase: 'loading' }
  | { phase: 'success'; pluginTitle: string }
  | { phase: 'error'; error: PluginOAuthError };

// The exchange runs once per callback address: StrictMode mounts effects twice, and a state is
// used once, so the second mount reads the first one's outcome.
const completions = new Map<string, Promise<CallbackState>>();

function completeOnce(search: string, run: () => Promise<string>): Promise<CallbackState> {
  const running = completions.get(search);
  if (running) return running;
  const completion = run().then(
    (pluginTitle): CallbackState => ({ phase: 'success', pluginTitle }),
    (error: unknown): CallbackState => ({
      phase: 'error',
      error: error instanceof PluginOAuthError ? error : new PluginOAuthError('token-request-failed'),
    }),
  );
  completions.set(search, completion);
  return completion;
}

/** Where the provider sends the person back (spec §2, §4): progress, then success or failure. */
export function PluginOAuthCallbackPage() {
  const intl = useIntl();
  const storage = useStorage();
  const [state, setState] = useState<CallbackState>({ phase: 'loading' });
  // Read once: the effect below clears the address, and StrictMode runs the effect again after that.
  const [search] = useState(() => window.location.search);

  useEffect(() => {
    let current = true;
    document.title = intl.formatMessage(pluginOAuthMessages.callbackTitle);
    const query = new URLSearchParams(search);
    void completeOnce(search, async () => {
      const plugin = await completePluginAuthorization(query, {
        storage,
        fetch: (url, init) => fetch(url, init),
      });
      return plugin.title;
    }).then((result) => {
      if (current) setState(result);
    });
    // The code and state are spent: keep them out of the history and any later copy of the address.
    window.history.replaceState(null, '', window.location.pathname);
    return () => {
      current = false;
    };
  }, [storage, intl, search]);

  const heading =
    state.phase === 'loading'
      ? pluginOAuthMessages.connecting
      : state.phase === 'success'
        ? pluginOAuthMessages.succeeded
        : pluginOAuthMessages.failed;
  return (
    <ResultPage
      phase={state.phase}
      heading={intl.formatMessage(heading)}
      {...(state.phase === 'success'
        ? {
            detail: (
              <>
                <strong>{state.pluginTitle}</strong> —{' '}
                {intl.formatMessage(pluginOAuthMessages.succeededDetail)}
              </>
            ),
          }
        : state.phase === 'error'
          ? {
              detail: intl.formatMessage(failureMessage(state.error.failure), {
                uuid: state.error.pluginUUID,
              }),
            }
          : {})}
      closeLabel={intl.formatMessage(pluginOAuthMessages.close)}
      fallbackPath="/#plugins"
    />
  );
}

import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import { useStorage } from '../../storage/app-storage.tsx';
import { completePluginAuthorization } from './complete-authorization.ts';
import { PluginOAuthError } from './plugin-oauth-error.ts';
import { failureMessage, pluginOAuthMessages } from './plugin-oauth-messages.ts';
import './plugin-oauth-callback-page.css';

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

  const close = (): void => {
    window.close();
    // Only a window a script opened may close itself; after a same-tab redirect, go back to Plugins.
    setTimeout(() => {
      if (!window.closed) window.location.assign('/#plugins');
    }, 100);
  };

  return (
    <main className="plugin-oauth-callback" aria-labelledby="plugin-oauth-callback-heading">
      {state.phase === 'loading' ? (
        <h1 id="plugin-oauth-callback-heading" role="status">
          {intl.formatMessage(pluginOAuthMessages.connecting)}
        </h1>
      ) : state.phase === 'success' ? (
        <>
          <h1 id="plugin-oauth-callback-heading">{intl.formatMessage(pluginOAuthMessages.succeeded)}</h1>
          <p role="status">
            <strong>{state.pluginTitle}</strong> — {intl.formatMessage(pluginOAuthMessages.succeededDetail)}
          </p>
        </>
      ) : (
        <>
          <h1 id="plugin-oauth-callback-heading">{intl.formatMessage(pluginOAuthMessages.failed)}</h1>
          <p role="alert">
            {intl.formatMessage(failureMessage(state.error.failure), { uuid: state.error.pluginUUID })}
          </p>
        </>
      )}
      {state.phase === 'loading' ? null : (
        <Button variant="primary" onClick={close}>
          {intl.formatMessage(pluginOAuthMessages.close)}
        </Button>
      )}
    </main>
  );
}

import { useIntl } from 'react-intl';
import { ResultPage, useCallbackOutcome } from '@confab/ui';
import { useStorage } from '../../storage/app-storage.tsx';
import { completePluginAuthorization } from './complete-authorization.ts';
import { PluginOAuthError } from './plugin-oauth-error.ts';
import { failureMessage, pluginOAuthMessages } from './plugin-oauth-messages.ts';

/** Where the provider sends the person back (spec §2, §4): progress, then success or failure. */
export function PluginOAuthCallbackPage() {
  const intl = useIntl();
  const storage = useStorage();
  const outcome = useCallbackOutcome(intl.formatMessage(pluginOAuthMessages.callbackTitle), async (query) => {
    const plugin = await completePluginAuthorization(query, {
      storage,
      fetch: (url, init) => fetch(url, init),
    });
    return plugin.title;
  });
  const state =
    outcome.phase === 'error'
      ? {
          phase: 'error' as const,
          error:
            outcome.error instanceof PluginOAuthError
              ? outcome.error
              : new PluginOAuthError('token-request-failed'),
        }
      : outcome.phase === 'success'
        ? { phase: 'success' as const, pluginTitle: outcome.value }
        : outcome;

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

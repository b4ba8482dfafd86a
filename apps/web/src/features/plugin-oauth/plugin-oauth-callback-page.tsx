import { useIntl } from 'react-intl';
import { CallbackResultPage, useCallbackOutcome } from '@confab/ui';
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
  return (
    <CallbackResultPage
      outcome={outcome}
      headings={{
        loading: intl.formatMessage(pluginOAuthMessages.connecting),
        success: intl.formatMessage(pluginOAuthMessages.succeeded),
        error: intl.formatMessage(pluginOAuthMessages.failed),
      }}
      successDetail={(pluginTitle) => (
        <>
          <strong>{pluginTitle}</strong> — {intl.formatMessage(pluginOAuthMessages.succeededDetail)}
        </>
      )}
      errorDetail={(error) => {
        const known =
          error instanceof PluginOAuthError ? error : new PluginOAuthError('token-request-failed');
        return intl.formatMessage(failureMessage(known.failure), { uuid: known.pluginUUID });
      }}
      closeLabel={intl.formatMessage(pluginOAuthMessages.close)}
      fallbackPath="/#plugins"
    />
  );
}

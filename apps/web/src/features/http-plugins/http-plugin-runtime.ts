import type { PluginRuntime } from '../tools/index.ts';
import { buildHttpRequest } from './build-http-request.ts';
import { sendHttpRequest, type ProxyCall } from './send-http-request.ts';
import { templateVariables } from './template-variables.ts';
import { answerData, transformResult, type RenderHandlebars } from './transform-result.ts';

export const oauthAuthenticationType = 'AUTH_TYPE_OAUTH';
export const connectFirstMessage = 'Connect this plugin in its Auth tab first.';

export interface HttpPluginRuntimeDependencies {
  proxy: ProxyCall;
  renderHandlebars: RenderHandlebars;
}

/**
 * The runtime of `http` plugin functions: fills the action's templates from the arguments and the
 * person's settings, adds an OAuth plugin's token, makes the call (from the browser, else through
 * Confab's server), and hands the model the answer after the action's result transform.
 */
export function createHttpPluginRuntime({
  proxy,
  renderHandlebars,
}: HttpPluginRuntimeDependencies): PluginRuntime {
  return async (args, { plugin, pluginFunction, userSettings, signal, accessToken }) => {
    const action = pluginFunction.httpAction;
    if (!action) throw new Error('This plugin function has no HTTP action to run.');
    let token: string | undefined;
    if (plugin.authenticationType === oauthAuthenticationType) {
      token = await accessToken?.();
      if (token === undefined || token === '') throw new Error(connectFirstMessage);
    }
    const request = await buildHttpRequest(action, templateVariables(args, userSettings), {
      ...(token === undefined ? {} : { accessToken: token }),
    });
    const answer = await sendHttpRequest(request, { signal, proxy });
    return transformResult(answerData(answer), action, {
      outputType: pluginFunction.outputType,
      renderHandlebars,
    });
  };
}

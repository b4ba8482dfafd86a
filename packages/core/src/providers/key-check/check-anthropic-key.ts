import { anthropicAPIVersion, anthropicKeyCheckModel, keyCheckPrompt } from './key-check-constants.ts';
import type { KeyCheckInput, KeyCheckOptions, KeyCheckResult } from './key-check-types.ts';
import { sendKeyCheck } from './send-key-check.ts';
import { mapBearerStyleFailure, mapBearerStyleSuccess } from './map-bearer-style-failure.ts';

/**
 * Anthropic check: a one-token message. The browser header is required for a direct call; when the
 * official server still cannot be reached (CORS), the result is `network` and the form offers a proxy.
 */
export async function checkAnthropicKey(
  input: KeyCheckInput,
  options: KeyCheckOptions,
): Promise<KeyCheckResult> {
  const outcome = await sendKeyCheck(
    input.checkEndpoint ?? input.endpoint,
    {
      headers: {
        'x-api-key': input.apiKey,
        'anthropic-version': anthropicAPIVersion,
        'anthropic-dangerous-direct-browser-access': 'true',
      },
      body: {
        model: anthropicKeyCheckModel,
        max_tokens: 1,
        messages: [{ role: 'user', content: keyCheckPrompt }],
      },
    },
    input.apiKey,
    options,
  );
  if ('error' in outcome) return { ok: false, error: outcome.error };
  return outcome.response.ok
    ? mapBearerStyleSuccess(outcome.response)
    : mapBearerStyleFailure(outcome.response);
}

import { keyCheckPrompt, openAIKeyCheckModel } from './key-check-constants.ts';
import type { KeyCheckInput, KeyCheckOptions, KeyCheckResult } from './key-check-types.ts';
import { sendKeyCheck } from './send-key-check.ts';
import { mapBearerStyleFailure, mapBearerStyleSuccess } from './map-bearer-style-failure.ts';

/** OpenAI-style check (spec §7): one chat completion at the configured chat-completions endpoint. */
export async function checkOpenAIKey(
  input: KeyCheckInput,
  options: KeyCheckOptions,
): Promise<KeyCheckResult> {
  const outcome = await sendKeyCheck(
    input.checkEndpoint ?? input.endpoint,
    {
      headers: { authorization: `Bearer ${input.apiKey}` },
      body: { model: openAIKeyCheckModel, messages: [{ role: 'user', content: keyCheckPrompt }] },
    },
    input.apiKey,
    options,
  );
  if ('error' in outcome) return { ok: false, error: outcome.error };
  return outcome.response.ok
    ? mapBearerStyleSuccess(outcome.response)
    : mapBearerStyleFailure(outcome.response);
}

import { geminiKeyCheckModel, keyCheckPrompt } from './key-check-constants.ts';
import type { KeyCheckInput, KeyCheckOptions, KeyCheckResult } from './key-check-types.ts';
import { readJsonBody, sendKeyCheck } from './send-key-check.ts';
import { readProviderError } from './read-provider-error.ts';

const contents = [{ role: 'user', parts: [{ text: keyCheckPrompt }] }];

/** Gemini-style check (spec §7, §8): one generateContent call; Google answers a bad key with 400 INVALID_ARGUMENT. */
export async function checkGeminiKey(
  input: KeyCheckInput,
  options: KeyCheckOptions,
): Promise<KeyCheckResult> {
  const proxy = input.checkEndpoint ?? input.overrideEndpoint;
  const outcome = proxy
    ? await sendKeyCheck(
        proxy,
        { headers: { 'x-api-key': input.apiKey }, body: { model: geminiKeyCheckModel, contents } },
        input.apiKey,
        options,
      )
    : await sendKeyCheck(
        generateContentURL(input),
        { headers: {}, body: { contents } },
        input.apiKey,
        options,
      );
  if ('error' in outcome) return { ok: false, error: outcome.error };

  const { response } = outcome;
  if (response.ok) return { ok: true };
  const providerError = readProviderError(await readJsonBody(response));
  if (response.status === 400 && providerError?.status === 'INVALID_ARGUMENT') {
    return { ok: false, error: { kind: 'invalid-key' } };
  }
  if (providerError?.message) {
    return { ok: false, error: { kind: 'provider-message', providerMessage: providerError.message } };
  }
  return { ok: false, error: { kind: 'http-status', status: response.status } };
}

function generateContentURL(input: KeyCheckInput): string {
  const base = input.endpoint.replace(/\/+$/, '');
  return `${base}/models/${geminiKeyCheckModel}:generateContent?key=${encodeURIComponent(input.apiKey)}`;
}

import type { KeyCheckResult } from './key-check-types.ts';
import { readJsonBody } from './send-key-check.ts';
import { readProviderError } from './read-provider-error.ts';

/** OpenAI and Anthropic share one mapping (spec §8): 401 invalid key, 429 rate limit, else the status. */
export async function mapBearerStyleFailure(response: Response): Promise<KeyCheckResult> {
  if (response.status === 401) return { ok: false, error: { kind: 'invalid-key' } };
  if (response.status === 429) {
    const providerMessage = readProviderError(await readJsonBody(response))?.message;
    return {
      ok: false,
      error: providerMessage ? { kind: 'rate-limited', providerMessage } : { kind: 'rate-limited' },
    };
  }
  return { ok: false, error: { kind: 'http-status', status: response.status } };
}

/** The spec reads a successful check as JSON; an endpoint answering 200 with an HTML page is not a provider. */
export async function mapBearerStyleSuccess(response: Response): Promise<KeyCheckResult> {
  try {
    await response.json();
    return { ok: true };
  } catch {
    return { ok: false, error: { kind: 'http-status', status: response.status } };
  }
}

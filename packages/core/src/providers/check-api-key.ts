import type { KeyCheckInput, KeyCheckOptions, KeyCheckResult } from './key-check/index.ts';
import { providerStyle } from './provider-styles.ts';

/** Tests a key with one live request (spec: a key is valid only if a test request succeeds). */
export function checkApiKey(input: KeyCheckInput, options: KeyCheckOptions = {}): Promise<KeyCheckResult> {
  return providerStyle(input.style).checkKey(input, options);
}

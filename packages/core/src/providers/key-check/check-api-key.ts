import { checkAnthropicKey } from './check-anthropic-key.ts';
import { checkGeminiKey } from './check-gemini-key.ts';
import { checkOpenAIKey } from './check-openai-key.ts';
import type { KeyCheckInput, KeyCheckOptions, KeyCheckResult } from './key-check-types.ts';

/** Tests a key with one live request (spec: a key is valid only if a test request succeeds). */
export function checkApiKey(input: KeyCheckInput, options: KeyCheckOptions = {}): Promise<KeyCheckResult> {
  switch (input.style) {
    case 'gemini':
      return checkGeminiKey(input, options);
    case 'anthropic':
      return checkAnthropicKey(input, options);
    case 'openai':
      return checkOpenAIKey(input, options);
  }
}

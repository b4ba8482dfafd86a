export { checkAnthropicKey } from './check-anthropic-key.ts';
export { checkGeminiKey } from './check-gemini-key.ts';
export { checkOpenAIKey } from './check-openai-key.ts';
export {
  anthropicKeyCheckModel,
  geminiKeyCheckModel,
  keyCheckPrompt,
  openAIKeyCheckModel,
} from './key-check-constants.ts';
export type { KeyCheckError, KeyCheckInput, KeyCheckOptions, KeyCheckResult } from './key-check-types.ts';

export { checkApiKey } from './check-api-key.ts';
export {
  anthropicKeyCheckModel,
  geminiKeyCheckModel,
  keyCheckPrompt,
  openAIKeyCheckModel,
} from './key-check-constants.ts';
export type {
  KeyCheckError,
  KeyCheckInput,
  KeyCheckOptions,
  KeyCheckResult,
  KeyCheckStyle,
} from './key-check-types.ts';

// Fixed by the spec (§9): the checks use the smallest request that proves a key works.
export const keyCheckPrompt = 'hello';
export const geminiKeyCheckModel = 'gemini-2.0-flash';
export const openAIKeyCheckModel = 'gpt-4o-mini';
/** The spec names no Anthropic model; a small current one keeps the check cheap (max_tokens 1). */
export const anthropicKeyCheckModel = 'claude-haiku-4-5';
export const anthropicAPIVersion = '2023-06-01';

/**
 * The wire styles Confab speaks: one adapter and one entry of `core/providers`' registry each.
 * `openai` also covers every OpenAI-compatible server (Ollama, LM Studio, OpenRouter, vLLM).
 * Declared here, not in providers, because stored custom models name their style.
 */
export const providerStyleNames = ['openai', 'anthropic', 'gemini'] as const;

export type ProviderStyle = (typeof providerStyleNames)[number];

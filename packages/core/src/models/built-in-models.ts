import type { ModelInfo } from './model-info.ts';

/** The public list prices below were read from the providers' pricing pages in October 2025. */
export const builtInPricesCheckedOn = '2025-10';

type CatalogueEntry = Omit<ModelInfo, 'source' | 'providerModelID'>;

const openAIModels: CatalogueEntry[] = [
  {
    id: 'gpt-5',
    title: 'GPT-5',
    style: 'openai',
    contextWindow: 400_000,
    maxOutputTokens: 128_000,
    pricing: { inputPerMillionTokens: 1.25, outputPerMillionTokens: 10 },
    supportsImages: true,
    supportsReasoning: true,
  },
  {
    id: 'gpt-5-mini',
    title: 'GPT-5 mini',
    style: 'openai',
    contextWindow: 400_000,
    maxOutputTokens: 128_000,
    pricing: { inputPerMillionTokens: 0.25, outputPerMillionTokens: 2 },
    supportsImages: true,
    supportsReasoning: true,
  },
  {
    id: 'gpt-5-nano',
    title: 'GPT-5 nano',
    style: 'openai',
    contextWindow: 400_000,
    maxOutputTokens: 128_000,
    pricing: { inputPerMillionTokens: 0.05, outputPerMillionTokens: 0.4 },
    supportsImages: true,
    supportsReasoning: true,
  },
  {
    id: 'gpt-4.1',
    title: 'GPT-4.1',
    style: 'openai',
    contextWindow: 1_047_576,
    maxOutputTokens: 32_768,
    pricing: { inputPerMillionTokens: 2, outputPerMillionTokens: 8 },
    supportsImages: true,
    supportsReasoning: false,
  },
  {
    id: 'gpt-4.1-mini',
    title: 'GPT-4.1 mini',
    style: 'openai',
    contextWindow: 1_047_576,
    maxOutputTokens: 32_768,
    pricing: { inputPerMillionTokens: 0.4, outputPerMillionTokens: 1.6 },
    supportsImages: true,
    supportsReasoning: false,
  },
  {
    id: 'gpt-4o',
    title: 'GPT-4o',
    style: 'openai',
    contextWindow: 128_000,
    maxOutputTokens: 16_384,
    pricing: { inputPerMillionTokens: 2.5, outputPerMillionTokens: 10 },
    supportsImages: true,
    supportsReasoning: false,
  },
  {
    id: 'gpt-4o-mini',
    title: 'GPT-4o mini',
    style: 'openai',
    contextWindow: 128_000,
    maxOutputTokens: 16_384,
    pricing: { inputPerMillionTokens: 0.15, outputPerMillionTokens: 0.6 },
    supportsImages: true,
    supportsReasoning: false,
  },
  {
    id: 'o3',
    title: 'o3',
    style: 'openai',
    contextWindow: 200_000,
    maxOutputTokens: 100_000,
    pricing: { inputPerMillionTokens: 2, outputPerMillionTokens: 8 },
    supportsImages: true,
    supportsReasoning: true,
  },
  {
    id: 'o4-mini',
    title: 'o4-mini',
    style: 'openai',
    contextWindow: 200_000,
    maxOutputTokens: 100_000,
    pricing: { inputPerMillionTokens: 1.1, outputPerMillionTokens: 4.4 },
    supportsImages: true,
    supportsReasoning: true,
  },
];

const anthropicModels: CatalogueEntry[] = [
  {
    id: 'claude-opus-4-1',
    title: 'Claude Opus 4.1',
    style: 'anthropic',
    contextWindow: 200_000,
    maxOutputTokens: 32_000,
    pricing: { inputPerMillionTokens: 15, outputPerMillionTokens: 75 },
    supportsImages: true,
    supportsReasoning: true,
  },
  {
    id: 'claude-sonnet-4-5',
    title: 'Claude Sonnet 4.5',
    style: 'anthropic',
    contextWindow: 200_000,
    maxOutputTokens: 64_000,
    pricing: { inputPerMillionTokens: 3, outputPerMillionTokens: 15 },
    supportsImages: true,
    supportsReasoning: true,
  },
  {
    id: 'claude-3-5-haiku-latest',
    title: 'Claude Haiku 3.5',
    style: 'anthropic',
    contextWindow: 200_000,
    maxOutputTokens: 8_192,
    pricing: { inputPerMillionTokens: 0.8, outputPerMillionTokens: 4 },
    supportsImages: true,
    supportsReasoning: false,
  },
];

// Gemini 2.5 Pro charges more for prompts over 200,000 tokens; the catalogue keeps the lower tier
// because most chats stay under it, and docs/models.md says so.
const geminiModels: CatalogueEntry[] = [
  {
    id: 'gemini-2.5-pro',
    title: 'Gemini 2.5 Pro',
    style: 'gemini',
    contextWindow: 1_048_576,
    maxOutputTokens: 65_536,
    pricing: { inputPerMillionTokens: 1.25, outputPerMillionTokens: 10 },
    supportsImages: true,
    supportsReasoning: true,
  },
  {
    id: 'gemini-2.5-flash',
    title: 'Gemini 2.5 Flash',
    style: 'gemini',
    contextWindow: 1_048_576,
    maxOutputTokens: 65_536,
    pricing: { inputPerMillionTokens: 0.3, outputPerMillionTokens: 2.5 },
    supportsImages: true,
    supportsReasoning: true,
  },
  {
    id: 'gemini-2.0-flash',
    title: 'Gemini 2.0 Flash',
    style: 'gemini',
    contextWindow: 1_048_576,
    maxOutputTokens: 8_192,
    pricing: { inputPerMillionTokens: 0.1, outputPerMillionTokens: 0.4 },
    supportsImages: true,
    supportsReasoning: false,
  },
];

/** The models every install offers, grouped by provider in the order the picker shows them. */
export const builtInModels: readonly ModelInfo[] = [...openAIModels, ...anthropicModels, ...geminiModels].map(
  (entry) => ({ ...entry, source: 'built-in', providerModelID: entry.id }),
);

export function findBuiltInModel(id: string): ModelInfo | undefined {
  return builtInModels.find((model) => model.id === id);
}

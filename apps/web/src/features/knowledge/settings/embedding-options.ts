// The embedding model select: one option per suggested model, one for any model name on the
// OpenAI-compatible endpoint, one per custom model (whose endpoint is used with a typed name).
import type { CustomModel } from '@confab/core';
import { suggestedEmbeddingModels, type EmbeddingChoice } from '../embedding/embedding-choice.ts';

export const noneOption = 'none';
export const otherOpenAIModelOption = 'openai-other';
const customPrefix = 'custom:';

export type EmbeddingOption =
  | { value: string; kind: 'none' }
  | { value: string; kind: 'suggested'; style: 'openai' | 'gemini'; model: string }
  | { value: string; kind: 'other' }
  | { value: string; kind: 'custom'; customModel: Pick<CustomModel, 'id' | 'title' | 'modelID'> };

export function embeddingOptions(customModels: readonly CustomModel[]): EmbeddingOption[] {
  return [
    { value: noneOption, kind: 'none' },
    ...(['openai', 'gemini'] as const).flatMap((style) =>
      suggestedEmbeddingModels[style].map((model) => ({
        value: `${style}:${model}`,
        kind: 'suggested' as const,
        style,
        model,
      })),
    ),
    { value: otherOpenAIModelOption, kind: 'other' },
    ...customModels
      .filter((model) => model.endpointStyle !== 'anthropic')
      .map((customModel) => ({
        value: `${customPrefix}${customModel.id}`,
        kind: 'custom' as const,
        customModel,
      })),
  ];
}

/** The option showing a stored choice; a Gemini model typed elsewhere shows as "other" too. */
export function optionOfChoice(choice: EmbeddingChoice): string {
  if (choice.kind === 'none') return noneOption;
  if (choice.kind === 'custom') return `${customPrefix}${choice.customModelID}`;
  const suggested: readonly string[] = suggestedEmbeddingModels[choice.style];
  return suggested.includes(choice.model) ? `${choice.style}:${choice.model}` : otherOpenAIModelOption;
}

/** True for options that need a typed model name. */
export function optionTakesModelName(option: string): boolean {
  return option === otherOpenAIModelOption || option.startsWith(customPrefix);
}

/** The choice an option (and, where needed, a typed model name) stands for; undefined while a name is missing. */
export function choiceOfOption(
  option: string,
  options: readonly EmbeddingOption[],
  modelName: string,
): EmbeddingChoice | undefined {
  const entry = options.find((candidate) => candidate.value === option);
  const name = modelName.trim().slice(0, 200);
  if (!entry) return undefined;
  switch (entry.kind) {
    case 'none':
      return { kind: 'none' };
    case 'suggested':
      return { kind: 'provider', style: entry.style, model: entry.model };
    case 'other':
      return name === '' ? undefined : { kind: 'provider', style: 'openai', model: name };
    case 'custom':
      return name === '' ? undefined : { kind: 'custom', customModelID: entry.customModel.id, model: name };
  }
}

// Our parameters as `generationConfig`. A reasoning effort becomes a thinking budget with the
// thoughts included in the answer (otherwise Gemini thinks silently). Prompt caching is implicit on
// Gemini, so it needs no field.
import { reasoningBudgetTokens, type ModelParameters } from '../spec/index.ts';

export function mapGeminiGenerationConfig(parameters: ModelParameters): Record<string, unknown> | undefined {
  const config: Record<string, unknown> = {
    temperature: parameters.temperature,
    topP: parameters.topP,
    topK: parameters.topK,
    maxOutputTokens: parameters.maxTokens,
    presencePenalty: parameters.presencePenalty,
    frequencyPenalty: parameters.frequencyPenalty,
  };
  if (parameters.reasoningEffort !== undefined) {
    config.thinkingConfig = {
      thinkingBudget: reasoningBudgetTokens[parameters.reasoningEffort],
      includeThoughts: true,
    };
  }
  const defined = Object.entries(config).filter(([, value]) => value !== undefined);
  return defined.length === 0 ? undefined : Object.fromEntries(defined);
}

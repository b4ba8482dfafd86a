// Our parameters as Messages API fields. max_tokens is required; extended thinking needs a budget
// below max_tokens and refuses changed sampling (temperature, top_p, top_k), so those are left out.
import { reasoningBudgetTokens, type ModelParameters } from '../spec/index.ts';

export const defaultAnthropicMaxTokens = 4096;

export function mapAnthropicParameters(parameters: ModelParameters): Record<string, unknown> {
  const answerTokens = parameters.maxTokens ?? defaultAnthropicMaxTokens;
  if (parameters.reasoningEffort !== undefined) {
    const budget = reasoningBudgetTokens[parameters.reasoningEffort];
    // The budget counts inside max_tokens; adding it keeps the room the person asked for the answer.
    return { max_tokens: answerTokens + budget, thinking: { type: 'enabled', budget_tokens: budget } };
  }
  const fields: Record<string, unknown> = {
    max_tokens: answerTokens,
    temperature: parameters.temperature,
    top_p: parameters.topP,
    top_k: parameters.topK,
  };
  // Presence and frequency penalties have no Anthropic counterpart.
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

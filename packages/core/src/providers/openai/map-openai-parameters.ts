// Our parameters as chat-completions fields. OpenAI's reasoning models (o-series, gpt-5) take
// `max_completion_tokens` and `reasoning_effort` and refuse sampling settings other than the defaults.
import type { ModelParameters } from '../spec/index.ts';
import { isOfficialOpenAIEndpoint } from './openai-endpoints.ts';

/** o1, o3, o4-mini, gpt-5... also behind a router prefix such as "openai/o3-mini". */
export function isOpenAIReasoningModel(model: string): boolean {
  const name = model.toLowerCase().split('/').at(-1) ?? '';
  return /^o\d/.test(name) || name.startsWith('gpt-5');
}

export function mapOpenAIParameters(
  parameters: ModelParameters,
  context: { model: string; endpoint: string },
): Record<string, unknown> {
  const reasoningModel = isOpenAIReasoningModel(context.model);
  const official = isOfficialOpenAIEndpoint(context.endpoint);
  const fields: Record<string, unknown> = {};
  if (!reasoningModel) {
    // Sending these to a reasoning model is answered with 400 "Unsupported parameter".
    fields.temperature = parameters.temperature;
    fields.top_p = parameters.topP;
    fields.presence_penalty = parameters.presencePenalty;
    fields.frequency_penalty = parameters.frequencyPenalty;
  }
  // top_k is no OpenAI field; OpenRouter, Ollama, vLLM and LM Studio accept it.
  if (!official) fields.top_k = parameters.topK;
  fields[reasoningModel ? 'max_completion_tokens' : 'max_tokens'] = parameters.maxTokens;
  // OpenAI's chat models refuse reasoning_effort; compatible servers pass it to models that think.
  if (reasoningModel || !official) fields.reasoning_effort = parameters.reasoningEffort;
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

import { numberField, recordField, type UsageFigures } from '../spec/index.ts';

/** `usage` of a chunk or a completion; undefined when absent (OpenAI sends `usage: null` mid-stream). */
export function readOpenAIUsage(document: unknown): UsageFigures | undefined {
  const usage = recordField(document, 'usage');
  if (!usage) return undefined;
  return {
    inputTokens: numberField(usage, 'prompt_tokens') ?? 0,
    outputTokens: numberField(usage, 'completion_tokens') ?? 0,
  };
}

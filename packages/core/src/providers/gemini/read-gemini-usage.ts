import { numberField, recordField, type UsageFigures } from '../spec/index.ts';

/**
 * Gemini counts thinking apart from the answer (`thoughtsTokenCount`); both are output the model
 * produced and is billed for, so both go into outputTokens, as the other styles report it.
 */
export function readGeminiUsage(response: unknown): UsageFigures | undefined {
  const metadata = recordField(response, 'usageMetadata');
  if (!metadata) return undefined;
  return {
    inputTokens: numberField(metadata, 'promptTokenCount') ?? 0,
    outputTokens:
      (numberField(metadata, 'candidatesTokenCount') ?? 0) +
      (numberField(metadata, 'thoughtsTokenCount') ?? 0),
  };
}

import { numberField, recordField, type UsageFigures } from '../spec/index.ts';

/**
 * Anthropic's `input_tokens` leaves out tokens written to or read from the prompt cache; the three
 * together are the prompt the model read. Fields absent from this `usage` stay undefined.
 */
export function readAnthropicUsage(container: unknown): UsageFigures {
  const usage = recordField(container, 'usage');
  const figures: UsageFigures = {};
  const input = numberField(usage, 'input_tokens');
  if (input !== undefined) {
    figures.inputTokens =
      input +
      (numberField(usage, 'cache_creation_input_tokens') ?? 0) +
      (numberField(usage, 'cache_read_input_tokens') ?? 0);
  }
  const output = numberField(usage, 'output_tokens');
  if (output !== undefined) figures.outputTokens = output;
  return figures;
}

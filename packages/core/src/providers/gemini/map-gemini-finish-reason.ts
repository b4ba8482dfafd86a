import type { FinishReason } from '../spec/index.ts';

const contentFilterReasons = new Set([
  'SAFETY',
  'RECITATION',
  'BLOCKLIST',
  'PROHIBITED_CONTENT',
  'SPII',
  'IMAGE_SAFETY',
]);

/** Gemini says STOP after a function call too; the calls decide that it was a tool-call finish. */
export function mapGeminiFinishReason(
  finishReason: string,
  options: { hasToolCalls: boolean },
): FinishReason {
  if (finishReason === 'STOP') return options.hasToolCalls ? 'tool-calls' : 'stop';
  if (finishReason === 'MAX_TOKENS') return 'length';
  if (contentFilterReasons.has(finishReason)) return 'content-filter';
  return 'other';
}

// Usage arrives in pieces (Anthropic: input first, output last; Gemini: cumulative per chunk), so
// translators keep the latest figures and report them once, just before `end`.
import type { StreamEvent, UsageEvent } from './stream-events.ts';

export interface UsageFigures {
  inputTokens?: number;
  outputTokens?: number;
}

/** One usage event, or none when the provider reported no figures at all. */
export function usageEvents(usage: UsageFigures): StreamEvent[] {
  if (usage.inputTokens === undefined && usage.outputTokens === undefined) return [];
  const event: UsageEvent = {
    type: 'usage',
    inputTokens: usage.inputTokens ?? 0,
    outputTokens: usage.outputTokens ?? 0,
  };
  return [event];
}

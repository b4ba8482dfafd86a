// Styles that take a thinking budget in tokens (Anthropic, Gemini) share one scale, so "high" means
// the same effort whichever model a chat switches to.
import type { ModelParameters } from './chat-request.ts';

export type ReasoningEffort = NonNullable<ModelParameters['reasoningEffort']>;

export const reasoningBudgetTokens: Readonly<Record<ReasoningEffort, number>> = {
  low: 1024,
  medium: 4096,
  high: 16384,
};

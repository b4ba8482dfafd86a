export type ContextWarning = 'none' | 'near' | 'over';

/** From this share of the context window on, the composer warns that the chat is getting long. */
export const contextNearShare = 0.8;

/** How close a conversation is to the model's context window; an unknown window (0) never warns. */
export function contextWarning(usedTokens: number, contextWindow: number): ContextWarning {
  if (contextWindow <= 0) return 'none';
  if (usedTokens > contextWindow) return 'over';
  if (usedTokens >= contextWindow * contextNearShare) return 'near';
  return 'none';
}

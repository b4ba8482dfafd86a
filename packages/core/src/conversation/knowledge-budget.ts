/** The largest share of a model's context window the knowledge sources may take. */
export const knowledgeWindowShare = 0.25;
/** Most tokens of sources one prompt sends, however large the window. */
export const knowledgeMaximumTokens = 6_000;
/** What a model whose window is unknown (0) gets: modest, so a small local model is not flooded. */
export const knowledgeUnknownWindowTokens = 3_000;
/** Passages asked of retrieval per prompt. */
export const knowledgePassageLimit = 8;

/**
 * The token budget for sources on one turn: a quarter of the smallest answering model's window, at
 * most 6,000. Several models answering side by side share one budget so they see the same sources
 * and the citations stored on the message fit every answer.
 */
export function knowledgeBudgetTokens(contextWindows: readonly (number | undefined)[]): number {
  const budgets = contextWindows.map((window) =>
    window !== undefined && window > 0
      ? Math.min(knowledgeMaximumTokens, Math.floor(window * knowledgeWindowShare))
      : knowledgeUnknownWindowTokens,
  );
  return budgets.length === 0 ? knowledgeUnknownWindowTokens : Math.min(...budgets);
}

/** Words below which a prompt ("and page 7?") is read together with the previous one. */
const shortPromptWords = 6;
/** Characters of the previous prompt a short prompt borrows. */
const previousTurnCharacters = 300;

/** The text retrieval searches for: the prompt, with the end of the previous prompt when it is short. */
export function knowledgeQueryText(prompt: string, previousPrompt: string | undefined): string {
  const words = prompt.trim().split(/\s+/u).filter(Boolean).length;
  if (words >= shortPromptWords || !previousPrompt?.trim()) return prompt;
  return `${previousPrompt.trim().slice(-previousTurnCharacters)}\n${prompt}`;
}

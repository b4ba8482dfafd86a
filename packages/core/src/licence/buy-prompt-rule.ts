/** Spec §9: the buy prompt waits more than 120 s after the last one. */
export const buyPromptIntervalMilliseconds = 120_000;

/** Spec §9: and needs more than 3 messages sent. */
export const buyPromptMessageThreshold = 3;

export interface BuyPromptFacts {
  now: number;
  /** When the prompt last showed (0: never). */
  lastPromptAt: number;
  messageCount: number;
  /** Spec §4 verification state; only people without a verified licence are asked. */
  verified: boolean | null;
}

/** Spec §9: shown when over 120 s passed since the last prompt and more than 3 messages were sent. */
export function shouldShowBuyPrompt(facts: BuyPromptFacts): boolean {
  return (
    facts.verified !== true &&
    facts.now - facts.lastPromptAt > buyPromptIntervalMilliseconds &&
    facts.messageCount > buyPromptMessageThreshold
  );
}

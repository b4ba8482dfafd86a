import * as z from 'zod/mini';

/**
 * When the buy prompt last showed and the messages sent since, on this device (localStorage): spec
 * §9 counts from one prompt to the next, and another device keeps its own count.
 */
const buyPromptStateSchema = z.object({ lastPromptAt: z.number(), messageCount: z.number() });

export type BuyPromptState = z.infer<typeof buyPromptStateSchema>;

const storageKey = 'confab:licence-buy-prompt';

export function readBuyPromptState(): BuyPromptState {
  try {
    const raw = window.localStorage.getItem(storageKey);
    const parsed = raw === null ? undefined : buyPromptStateSchema.safeParse(JSON.parse(raw));
    if (parsed?.success) return parsed.data;
  } catch {
    // Unreadable or blocked storage: start counting afresh.
  }
  return { lastPromptAt: 0, messageCount: 0 };
}

export function saveBuyPromptState(state: BuyPromptState): void {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(state));
  } catch {
    // Blocked storage: the prompt may come again on the next load, which is harmless.
  }
}

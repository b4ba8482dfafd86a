import { describe, expect, it } from 'vitest';
import { shouldShowBuyPrompt } from './buy-prompt-rule.ts';

const base = { now: 1_000_000, lastPromptAt: 0, messageCount: 4, verified: false };

describe('shouldShowBuyPrompt', () => {
  it('shows after more than 3 messages and 120 s since the last prompt', () => {
    expect(shouldShowBuyPrompt(base)).toBe(true);
  });

  it('waits for the fourth message', () => {
    expect(shouldShowBuyPrompt({ ...base, messageCount: 3 })).toBe(false);
  });

  it('waits more than 120 s after the last prompt', () => {
    expect(shouldShowBuyPrompt({ ...base, lastPromptAt: base.now - 120_000 })).toBe(false);
    expect(shouldShowBuyPrompt({ ...base, lastPromptAt: base.now - 120_001 })).toBe(true);
  });

  it('never asks someone with a verified licence', () => {
    expect(shouldShowBuyPrompt({ ...base, verified: true })).toBe(false);
  });
});
